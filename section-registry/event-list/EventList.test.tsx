import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import definition from './index';

function entry(title: string): HTMLElement {
  const item = screen.getByRole('heading', { name: title }).closest('li');
  if (!item) throw new Error(`No list entry for ${title}`);
  return item;
}

function levelBadge(title: string): HTMLElement {
  const badge = entry(title).querySelector<HTMLElement>('[data-level]');
  if (!badge) throw new Error(`No level badge for ${title}`);
  return badge;
}

/** Bootcamps still to come, whenever the tests run. */
const UPCOMING = [
  {
    title: 'Agile Leadership Bootcamp',
    date: '12-14 September 2099',
    location: 'London',
    spaces: 2,
    level: 'Advanced',
  },
  {
    title: 'Design Thinking Bootcamp',
    date: '10-12 October 2099',
    location: 'New York',
    spaces: 5,
    level: 'Intermediate',
  },
  { title: 'Innovation Sprint Bootcamp', date: '14-15 November 2099', location: 'Accra', spaces: 7, level: 'Beginner' },
];

describe('eventList section', () => {
  it('lists each bootcamp with its date, location, description and badges', async () => {
    await renderSection(definition, fixture);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    const london = within(entry('Agile Leadership Bootcamp'));
    expect(london.getByText('Ran 12-14 September 2023')).toBeInTheDocument();
    expect(london.getByText('London')).toBeInTheDocument();
    expect(london.getByText(/lead adaptive, self-organising teams/)).toBeInTheDocument();
    expect(london.getByText('Advanced')).toBeInTheDocument();
    expect(london.getByText('2 spaces left at close')).toBeInTheDocument();

    expect(within(entry('Design Thinking Bootcamp')).getByText('5 spaces left at close')).toBeInTheDocument();
    expect(within(entry('Innovation Sprint Bootcamp')).getByText('7 spaces left at close')).toBeInTheDocument();
    expect(
      within(entry('Change Management Essentials Bootcamp')).getByText('10 spaces left at close'),
    ).toBeInTheDocument();
  });

  it("styles an upcoming bootcamp's level badge by level: Advanced destructive, Intermediate secondary, Beginner default", async () => {
    await renderSection(definition, { items: UPCOMING });
    const advanced = levelBadge('Agile Leadership Bootcamp');
    const intermediate = levelBadge('Design Thinking Bootcamp');
    const beginner = levelBadge('Innovation Sprint Bootcamp');
    expect(advanced).toHaveAttribute('data-level', 'Advanced');
    expect(intermediate).toHaveAttribute('data-level', 'Intermediate');
    expect(beginner).toHaveAttribute('data-level', 'Beginner');

    expect(advanced).toHaveAttribute('data-variant', 'filled');
    expect(intermediate).toHaveAttribute('data-variant', 'light');
    expect(beginner).toHaveAttribute('data-variant', 'filled');
    // Both filled, but in different colours: red for Advanced, the brand colour for Beginner.
    expect(advanced.style.getPropertyValue('--tag-color')).toMatch(/red/);
    expect(beginner.style.getPropertyValue('--tag-color')).toMatch(/brand/);
  });

  it('gives each upcoming bootcamp a full-width primary Register link, its subject naming the bootcamp', async () => {
    await renderSection(definition, { items: UPCOMING, registerAction: { href: '/contact#message' } });
    const links = screen.getAllByRole('link', { name: /^Register for / });
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toHaveAttribute('data-variant', 'filled');
    expect(screen.getByRole('link', { name: 'Register for Design Thinking Bootcamp' })).toHaveAttribute(
      'href',
      '/contact?subject=Design+Thinking+Bootcamp%2C+10-12+October+2099%2C+New+York#message',
    );
  });

  it('keeps the past bootcamps as a record: each still has its Register, now asking about the next cohort', async () => {
    // The fixture's dates are the spec's, in 2023.
    await renderSection(definition, fixture);
    const links = screen.getAllByRole('link', { name: /^Register for the next / });
    expect(links).toHaveLength(4);
    // The third tier, words with no box: a record's rows are not live offers (review 34).
    for (const link of links) expect(link).toHaveAttribute('data-variant', 'text');
    expect(screen.getByRole('link', { name: 'Register for the next Design Thinking Bootcamp' })).toHaveAttribute(
      'href',
      '/contact?subject=Register+interest%3A+Design+Thinking+Bootcamp%2C+next+cohort',
    );
  });

  it('says "1 space left" for a single place', async () => {
    await renderSection(definition, { items: [{ title: 'Innovation Sprints Bootcamp', spaces: 1 }] });
    expect(screen.getByText('1 space left')).toBeInTheDocument();
    expect(screen.queryByText('1 spaces left')).not.toBeInTheDocument();
  });

  it('registers at /contact when no action is given', async () => {
    await renderSection(definition, { items: [{ title: 'Team Performance Bootcamp' }] });
    expect(screen.getByRole('link', { name: 'Register for Team Performance Bootcamp' })).toHaveAttribute(
      'href',
      '/contact?subject=Team+Performance+Bootcamp',
    );
  });

  it('says when every date has passed, and not while one is still ahead', async () => {
    const { unmount } = await renderSection(definition, fixture);
    expect(screen.getByText(/These dates have passed/)).toBeVisible();
    unmount();
    await renderSection(definition, {
      items: [
        { title: 'Agile Leadership Bootcamp', date: '12-14 September 2023' },
        { title: 'Design Thinking Bootcamp', date: '10-12 October 2099' },
      ],
    });
    expect(screen.queryByText(/These dates have passed/)).not.toBeInTheDocument();
  });

  it('once every date has passed, heads the list as a record of recent cohorts, the notice before the first row', async () => {
    await renderSection(definition, { ...fixture, heading: 'Upcoming bootcamps' });
    // The heading is for dates to come; a list of past dates is not "Upcoming bootcamps".
    expect(screen.queryByRole('heading', { name: 'Upcoming bootcamps' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cohorts that have run' })).toBeInTheDocument();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(/^These dates have passed\. Register your interest/);
    expect(within(note).getByText('These dates have passed.').tagName).toBe('STRONG');
    const firstRow = screen.getAllByRole('listitem')[0]!;
    expect(note.compareDocumentPosition(firstRow) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('explains each level the record shows, once, in the order the levels climb', async () => {
    await renderSection(definition, {
      ...fixture,
      items: [
        { title: 'Agile Leadership Bootcamp', date: '12-14 September 2023', level: 'Advanced' },
        { title: 'Change Management Essentials Bootcamp', date: '5-6 December 2023', level: 'Beginner' },
        { title: 'Innovation Sprint Bootcamp', date: '14-15 November 2023', level: 'Beginner' },
      ],
    });
    const key = screen.getByText('Levels').parentElement!;
    const terms = within(key)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const meanings = within(key)
      .getAllByRole('definition')
      .map((meaning) => meaning.textContent);
    // Intermediate is on no row, so it is not explained; Beginner is explained once though two rows use it.
    expect(terms).toEqual(['Beginner', 'Advanced']);
    expect(meanings).toEqual(['new to the topic', 'for experienced leaders']);
  });

  it('sets past cohorts at archive weight: places as words, the level outlined, Register as words', async () => {
    await renderSection(definition, {
      heading: 'Bootcamp dates',
      items: [
        { title: 'Agile Leadership Bootcamp', date: '12-14 September 2023', spaces: 2, level: 'Advanced' },
        { title: 'Design Thinking Bootcamp', date: '10-12 October 2099', spaces: 5, level: 'Advanced' },
      ],
    });
    // Dates still to come keep the heading; the past ones follow under their own.
    expect(screen.getByRole('heading', { level: 2, name: 'Bootcamp dates' })).toBeInTheDocument();
    const record = screen.getByRole('heading', { level: 3, name: 'Cohorts that have run' });
    const past = entry('Agile Leadership Bootcamp');
    expect(record.compareDocumentPosition(past) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(past).toHaveAttribute('data-passed');
    expect(entry('Design Thinking Bootcamp')).not.toHaveAttribute('data-passed');
    // The places left are secondary text, not a badge urging a booking.
    expect(within(past).getByText('2 spaces left at close')).not.toHaveAttribute('data-tag');
    expect(within(past).getByText('Ran 12-14 September 2023')).toBeInTheDocument();
    expect(within(entry('Design Thinking Bootcamp')).getByText('5 spaces left').closest('[data-tag]')).not.toBeNull();
    // The same level, filled while it is an offer and outlined once it is a record, in the destructive red either way.
    expect(levelBadge('Design Thinking Bootcamp')).toHaveAttribute('data-variant', 'filled');
    expect(levelBadge('Agile Leadership Bootcamp')).toHaveAttribute('data-variant', 'outline');
    expect(levelBadge('Agile Leadership Bootcamp').style.getPropertyValue('--tag-color')).toMatch(/red/);
    const register = within(past).getByRole('link', { name: 'Register for the next Agile Leadership Bootcamp' });
    expect(register).toHaveAttribute('data-variant', 'text');
    expect(register.className).not.toMatch(/fullWidth/);
    // Some dates are still ahead: no notice that they have all passed.
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('renders nothing without bootcamps', async () => {
    const { container } = await renderSection(definition, {});
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps what fits when content sends broken fields', async () => {
    await renderSection(definition, {
      items: [
        { title: 'Agile Leadership Bootcamp', date: '16-17 October 2023', level: 'Expert', spaces: -3 },
        { title: 'Design Thinking Bootcamp', location: 'London', spaces: 'five', level: 'Advanced' },
      ],
      registerAction: { label: 'Book a place', href: 'javascript:alert(1)' },
    });
    const agile = within(entry('Agile Leadership Bootcamp'));
    expect(agile.getByText('Ran 16-17 October 2023')).toBeInTheDocument();
    expect(agile.queryByText('Expert')).not.toBeInTheDocument();
    expect(agile.queryByText(/spaces? left/)).not.toBeInTheDocument();
    expect(levelBadge('Design Thinking Bootcamp')).toHaveTextContent('Advanced');
    // The unsafe link is dropped for the default; the label that fits is kept.
    expect(screen.getByRole('link', { name: 'Book a place for Design Thinking Bootcamp' })).toHaveAttribute(
      'href',
      '/contact?subject=Design+Thinking+Bootcamp%2C+London',
    );
  });
});
