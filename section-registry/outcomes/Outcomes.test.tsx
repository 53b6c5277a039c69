import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import definition from './index';

/** Each point's card, in document order: the element around its cross or tick. */
function cards(): HTMLElement[] {
  return screen
    .getAllByRole('img', { name: /Common failure|Success factor/ })
    .map((mark) => mark.closest<HTMLElement>('.mantine-Card-root')!);
}

describe('outcomes section', () => {
  it('shows each point with its heading, the problem and the answer, under visible labels', async () => {
    await renderSection(definition, fixture);
    const points = cards();
    expect(points).toHaveLength(4);
    const first = points[0]!;
    expect(within(first).getByRole('heading', { level: 3, name: 'Change imposed from the top' })).toBeInTheDocument();
    expect(within(first).getByText('The problem')).toBeVisible();
    expect(within(first).getByText(/announced to everyone else/)).toBeVisible();
    // A failure's answer is ours to give; a success factor's is what works.
    expect(within(first).getByText('How we address it')).toBeVisible();
    expect(within(first).getByText(/Co-design new ways of working/)).toBeVisible();
    expect(within(points[1]!).getByText('What works')).toBeVisible();
  });

  it('marks failures with a cross and success factors with a tick, each named in words', async () => {
    await renderSection(definition, fixture);
    const failure = within(screen.getByRole('heading', { name: 'Change imposed from the top' }).closest('li')!);
    const [cross, tick] = failure.getAllByRole('img');
    expect(cross).toHaveAccessibleName('Common failure');
    expect(tick).toHaveAccessibleName('Success factor');
    expect(cross!.querySelector('.tabler-icon-x')).not.toBeNull();
    expect(tick!.querySelector('.tabler-icon-check')).not.toBeNull();
  });

  it('treats a point without isFailure as a success factor', async () => {
    await renderSection(definition, fixture);
    const card = screen.getByRole('heading', { name: 'Measured outcomes' }).closest<HTMLElement>('.mantine-Card-root')!;
    expect(within(card).getByRole('img', { name: 'Success factor' })).toBeInTheDocument();
    expect(card.querySelector('.tabler-icon-check')).not.toBeNull();
  });

  it('leaves out a label whose text is missing', async () => {
    await renderSection(definition, {
      items: [{ heading: 'Quick wins', solution: 'Deliver a visible improvement in the first month.' }],
    });
    expect(screen.getByText('What works')).toBeInTheDocument();
    expect(screen.queryByText('The problem')).not.toBeInTheDocument();
  });

  it('pairs each failure with a success factor, in order, one pair to a list item, the failure first', async () => {
    await renderSection(definition, fixture);
    const pairs = screen.getAllByRole('listitem');
    expect(pairs).toHaveLength(2);
    const titles = (pair: HTMLElement) =>
      within(pair)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(titles(pairs[0]!)).toEqual(['Change imposed from the top', 'Visible sponsorship']);
    expect(titles(pairs[1]!)).toEqual(['Structure without mindset', 'Measured outcomes']);
    for (const pair of pairs) {
      expect(
        within(pair)
          .getAllByRole('img')
          .map((mark) => mark.getAttribute('aria-label')),
      ).toEqual(['Common failure', 'Success factor']);
    }
  });

  it('has each card say which column it is in, so a screen reader hears the labels without the columns', async () => {
    await renderSection(definition, fixture);
    const [failure, success] = cards();
    // Its kind comes first, before its title; a success factor says why it matters, not "the problem".
    expect(failure).toHaveTextContent(/^Where they go wrong\s*Change imposed from the top/);
    expect(success).toHaveTextContent(/^What successful ones do\s*Visible sponsorship/);
    expect(within(success!).queryByText('The problem')).toBeNull();
    expect(within(success!).getByText('Why it matters')).toBeInTheDocument();
  });

  it('leaves a cell empty when there are more points of one kind than of the other', async () => {
    await renderSection(definition, {
      items: [
        { heading: 'Unclear ownership', isFailure: true },
        { heading: 'No baseline', isFailure: true },
        { heading: 'Named owners', isFailure: false },
      ],
    });
    const pairs = screen.getAllByRole('listitem');
    expect(pairs).toHaveLength(2);
    expect(within(pairs[1]!).getByRole('heading')).toHaveTextContent('No baseline');
    expect(within(pairs[1]!).getAllByRole('img')).toHaveLength(1);
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
    // One kind only: a plain list of cards, no pairs.
    const points = screen.getAllByRole('listitem');
    expect(points).toHaveLength(2);
    // "yes" is not a boolean: dropped, so the default (a success factor) applies.
    expect(within(points[0]!).getByRole('img', { name: 'Success factor' })).toBeInTheDocument();
    expect(within(points[0]!).getByText('Nobody owns the benefits.')).toBeInTheDocument();
    expect(within(points[1]!).queryByRole('heading')).not.toBeInTheDocument();
    expect(within(points[1]!).getByText('Name an owner for every benefit.')).toBeInTheDocument();
  });
});
