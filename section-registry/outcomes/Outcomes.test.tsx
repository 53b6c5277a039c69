import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import definition from './index';

describe('outcomes section', () => {
  it('shows each point with its heading, the problem and what works, under visible labels', async () => {
    await renderSection(definition, fixture);
    const points = screen.getAllByRole('listitem');
    expect(points).toHaveLength(4);
    const first = points[0]!;
    expect(within(first).getByRole('heading', { level: 3, name: 'Change imposed from the top' })).toBeInTheDocument();
    expect(within(first).getByText('The problem')).toBeVisible();
    expect(within(first).getByText(/announced to everyone else/)).toBeVisible();
    expect(within(first).getByText('What works')).toBeVisible();
    expect(within(first).getByText(/Co-design new ways of working/)).toBeVisible();
  });

  it('marks failures with a cross and success factors with a tick, each named in words', async () => {
    await renderSection(definition, fixture);
    const points = screen.getAllByRole('listitem');
    expect(within(points[0]!).getByRole('img', { name: 'Common failure' })).toBeInTheDocument();
    expect(within(points[0]!).queryByRole('img', { name: 'Success factor' })).not.toBeInTheDocument();
    expect(within(points[2]!).getByRole('img', { name: 'Success factor' })).toBeInTheDocument();
    expect(within(points[2]!).queryByRole('img', { name: 'Common failure' })).not.toBeInTheDocument();
    expect(points[0]!.querySelector('.tabler-icon-x')).not.toBeNull();
    expect(points[2]!.querySelector('.tabler-icon-check')).not.toBeNull();
  });

  it('treats a point without isFailure as a success factor', async () => {
    await renderSection(definition, fixture);
    const last = screen.getAllByRole('listitem')[3]!;
    expect(within(last).getByRole('img', { name: 'Success factor' })).toBeInTheDocument();
    expect(last.querySelector('.tabler-icon-check')).not.toBeNull();
  });

  it('leaves out a label whose text is missing', async () => {
    await renderSection(definition, {
      items: [{ heading: 'Quick wins', solution: 'Deliver a visible improvement in the first month.' }],
    });
    expect(screen.getByText('What works')).toBeInTheDocument();
    expect(screen.queryByText('The problem')).not.toBeInTheDocument();
  });

  it('sets failures and success factors in two lists, each named by its label, a success saying why it matters', async () => {
    await renderSection(definition, fixture);
    const failures = screen.getByRole('list', { name: 'Where they go wrong' });
    const successes = screen.getByRole('list', { name: 'What successful ones do' });
    expect(within(failures).getAllByRole('img', { name: 'Common failure' })).toHaveLength(2);
    expect(within(failures).queryByRole('img', { name: 'Success factor' })).toBeNull();
    expect(within(successes).getAllByRole('img', { name: 'Success factor' })).toHaveLength(2);
    expect(within(successes).queryByText('The problem')).toBeNull();
  });

  it('renders nothing without points', async () => {
    const { container } = await renderSection(definition, {});
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps what fits when content sends a wrongly typed field', async () => {
    await renderSection(definition, {
      items: [
        { heading: 'Unclear ownership', problem: 'Nobody owns the benefits.', isFailure: 'yes' },
        { heading: 99, solution: 'Name an owner for every benefit.' },
      ],
    });
    const points = screen.getAllByRole('listitem');
    expect(points).toHaveLength(2);
    // "yes" is not a boolean: dropped, so the default (a success factor) applies.
    expect(within(points[0]!).getByRole('img', { name: 'Success factor' })).toBeInTheDocument();
    expect(within(points[0]!).getByText('Nobody owns the benefits.')).toBeInTheDocument();
    expect(within(points[1]!).queryByRole('heading')).not.toBeInTheDocument();
    expect(within(points[1]!).getByText('Name an owner for every benefit.')).toBeInTheDocument();
  });
});
