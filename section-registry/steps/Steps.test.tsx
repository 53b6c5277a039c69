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

  it('stands a five-step process in a column beside its heading, not squeezed into a row', async () => {
    await renderSection(definition, fixture);
    expect(fixture.items).toHaveLength(5);
    expect(screen.getByRole('list')).not.toHaveAttribute('data-horizontal');
  });

  it('keeps a long process stacked', async () => {
    const items = Array.from({ length: 6 }, (_, index) => ({ title: `Stage ${index + 1}` }));
    await renderSection(definition, { items });
    expect(screen.getByRole('list')).not.toHaveAttribute('data-horizontal');
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
