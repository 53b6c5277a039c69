import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import definition from './index';

describe('results section', () => {
  it('shows each figure with its measure and client, and leads to its case study', async () => {
    await renderSection(definition, fixture);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    // Each card is named by its figure and what it measures, read as one.
    expect(cards[0]).toHaveAccessibleName('£6.1m recurring savings delivered by the end of year two');
    expect(within(cards[1]!).getByText('A general insurer in Ghana')).toBeInTheDocument();
    const link = within(cards[2]!).getByRole('link', { name: /^Read the case study/ });
    expect(link).toHaveAccessibleName('Read the case study: A regional housing association');
    expect(link).toHaveAttribute('href', '/services/transformation-change#case-regional-housing-association');
    expect(screen.getByRole('link', { name: /Read our case studies/ })).toHaveAttribute(
      'href',
      '/about/reputation#case-studies',
    );
  });

  it('draws its button as the secondary tier: outlined, and in white on a navy band', async () => {
    await renderSection(definition, fixture);
    expect(screen.getByRole('link', { name: /Read our case studies/ })).toHaveAttribute('data-variant', 'outline');
    await renderSection(definition, { ...fixture, tone: 'brand' });
    expect(screen.getAllByRole('link', { name: /Read our case studies/ }).at(-1)).toHaveAttribute(
      'data-variant',
      'outline-white',
    );
  });

  it('leaves out a result without its figure or its measure, and renders nothing with none left', async () => {
    await renderSection(definition, { items: [{ value: '49%', label: 'fewer complaints' }, { value: '12%' }] });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    const { container } = await renderSection(definition, { items: [{ label: 'fewer complaints' }] });
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a result without a link as text, not as a link', async () => {
    await renderSection(definition, { items: [{ value: '49%', label: 'fewer complaints', client: 'An insurer' }] });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
