import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import definition from './index';

describe('steps section', () => {
  it('shows the steps in order as a numbered list, each with its title and description', async () => {
    await renderSection(definition, fixture);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(within(steps[0]!).getByText('1')).toBeVisible();
    expect(
      within(steps[0]!).getByRole('heading', { level: 3, name: 'Step 1: Initial Consultation' }),
    ).toBeInTheDocument();
    expect(within(steps[4]!).getByText('5')).toBeVisible();
    expect(
      within(steps[4]!).getByRole('heading', { level: 3, name: 'Step 5: Evaluation & Next Steps' }),
    ).toBeInTheDocument();
    expect(within(steps[1]!).getByText(/scope, approach, team and fees/)).toBeInTheDocument();
  });

  it('names the section by its heading', async () => {
    await renderSection(definition, fixture);
    expect(screen.getByRole('heading', { level: 2, name: 'How to buy from us' })).toBeInTheDocument();
  });

  it('lays a process of up to four steps side by side on wide screens', async () => {
    const items = Array.from({ length: 4 }, (_, index) => ({ title: `Stage ${index + 1}` }));
    await renderSection(definition, { heading: 'How it works', items });
    expect(screen.getByRole('list')).toHaveAttribute('data-horizontal');
  });

  it('lays a five-step process in a row from a laptop’s width only (a tablet would squeeze it), under its heading', async () => {
    await renderSection(definition, fixture);
    expect(fixture.items).toHaveLength(5);
    expect(screen.getByRole('list')).not.toHaveAttribute('data-horizontal');
    expect(screen.getByRole('list')).toHaveAttribute('data-wide-row');
    // Under the heading, not beside it: a column of five beside a short heading left a laptop screen half empty.
    expect(screen.getByRole('list').closest('[class*="split"]')).toBeNull();
  });

  it('keeps a long process stacked beside its heading', async () => {
    const items = Array.from({ length: 6 }, (_, index) => ({ title: `Stage ${index + 1}` }));
    await renderSection(definition, { heading: 'How it works', items });
    expect(screen.getByRole('list')).not.toHaveAttribute('data-horizontal');
    expect(screen.getByRole('list')).not.toHaveAttribute('data-wide-row');
    expect(screen.getByRole('list').closest('[class*="split"]')).not.toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
  });

  it('renders nothing without steps', async () => {
    const { container } = await renderSection(definition, {});
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing when every step is empty', async () => {
    const { container } = await renderSection(definition, { heading: 'Our process', items: [{}, {}] });
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps the steps that fit when content sends a broken one', async () => {
    await renderSection(definition, {
      items: [
        { title: 'Listen', description: 'We start by listening.' },
        { title: 42, description: 'Then we diagnose.' },
        'not a step',
      ],
    });
    const steps = screen.getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Step 1: Listen' })).toBeInTheDocument();
    // The wrongly typed title is dropped; the step keeps its description and number.
    expect(within(steps[1]!).getByText('Then we diagnose.')).toBeInTheDocument();
    expect(within(steps[1]!).getByText('2')).toBeInTheDocument();
    expect(screen.queryByText('42')).not.toBeInTheDocument();
  });
});
