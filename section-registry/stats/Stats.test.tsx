import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import definition from './index';

describe('stats section', () => {
  it('shows each figure with its label, counted up to the final value', async () => {
    await renderSection(definition, fixture);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[0]!).getByText('Years of experience')).toBeInTheDocument();
    // The visible digits animate; screen readers get the final figure once.
    expect(await within(items[0]!).findByText('20+', { selector: '[data-counter]' }, { timeout: 3000 })).toBeVisible();
    expect(within(items[1]!).getByText('500+', { selector: ':not([data-counter])' })).toBeInTheDocument();
  });

  it('shows a non-numeric figure such as 24/7 as text, without animating it', async () => {
    await renderSection(definition, fixture);
    expect(screen.getByText('24/7')).toBeInTheDocument();
  });

  it("sets the figures as a summary row when asked, still counting up, on the section's own background", async () => {
    const { container } = await renderSection(definition, {
      layout: 'summary',
      items: [
        { value: 100, suffix: '%', label: 'Data Protection' },
        { value: '24/7', label: 'Security Monitoring' },
        { value: 0, label: 'Data Breaches' },
      ],
    });
    const row = screen.getByRole('list');
    expect(row).toHaveAttribute('data-stat-layout', 'summary');
    expect(within(row).getAllByRole('listitem')).toHaveLength(3);
    expect(within(row).getByText('Data Protection')).toBeInTheDocument();
    expect(row.querySelectorAll('[data-counter]')).toHaveLength(2);
    expect(container.querySelector('[data-section-tone]')).toHaveAttribute('data-section-tone', 'plain');
  });

  it('keeps the large figures by default', async () => {
    await renderSection(definition, fixture);
    expect(screen.getByRole('list')).not.toHaveAttribute('data-stat-layout');
  });

  it('says under the figures what they count and as at when, as their caption', async () => {
    await renderSection(definition, fixture);
    const figures = screen.getByRole('figure', { name: fixture.note });
    expect(within(figures).getAllByRole('listitem')).toHaveLength(4);
  });

  it('renders nothing without figures', async () => {
    const { container } = await renderSection(definition, {});
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps the figures that fit when content sends a broken one', async () => {
    await renderSection(definition, {
      items: [{ value: 12, label: 'Offices' }, 'not a stat', { value: { nested: true }, label: 'Broken' }],
    });
    expect(screen.getByText('Offices')).toBeInTheDocument();
    expect(screen.getByText('Broken')).toBeInTheDocument();
    expect(screen.queryByText('not a stat')).not.toBeInTheDocument();
  });
});
