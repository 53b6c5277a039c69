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

describe('eventList section', () => {
  it('lists each bootcamp with its date, location, description and badges', async () => {
    await renderSection(definition, fixture);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    const london = within(entry('Agile Leadership Bootcamp'));
    expect(london.getByText('12-14 September 2023')).toBeInTheDocument();
    expect(london.getByText('London')).toBeInTheDocument();
    expect(london.getByText(/lead adaptive, self-organising teams/)).toBeInTheDocument();
    expect(london.getByText('Advanced')).toBeInTheDocument();
    expect(london.getByText('2 spaces left')).toBeInTheDocument();

    expect(within(entry('Design Thinking Bootcamp')).getByText('5 spaces left')).toBeInTheDocument();
    expect(within(entry('Innovation Sprint Bootcamp')).getByText('7 spaces left')).toBeInTheDocument();
    expect(within(entry('Change Management Essentials Bootcamp')).getByText('10 spaces left')).toBeInTheDocument();
  });

  it('styles the level badge by level: Advanced destructive, Intermediate secondary, Beginner default', async () => {
    await renderSection(definition, fixture);
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
    expect(advanced.style.getPropertyValue('--badge-bg')).toMatch(/red/);
    expect(beginner.style.getPropertyValue('--badge-bg')).toMatch(/brand/);
  });

  it('gives each entry a Register link to the contact page, named after its bootcamp', async () => {
    await renderSection(definition, fixture);
    const links = screen.getAllByRole('link', { name: /^Register for / });
    expect(links).toHaveLength(4);
    // Each names its bootcamp in the contact form's subject.
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/contact\?subject=/);
    expect(screen.getByRole('link', { name: 'Register for Design Thinking Bootcamp' })).toHaveAttribute(
      'href',
      '/contact?subject=Design+Thinking+Bootcamp%2C+10-12+October+2023%2C+New+York',
    );
    expect(screen.getByRole('link', { name: 'Register for Change Management Essentials Bootcamp' })).toBeVisible();
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
    // The fixture's dates are the spec's, in 2023.
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

  it('sets a past bootcamp apart as a past cohort: "Past" by its date, quiet places, an outline Register', async () => {
    await renderSection(definition, {
      items: [
        { title: 'Agile Leadership Bootcamp', date: '12-14 September 2023', spaces: 2, level: 'Advanced' },
        { title: 'Design Thinking Bootcamp', date: '10-12 October 2099', spaces: 5, level: 'Intermediate' },
      ],
    });
    const past = within(entry('Agile Leadership Bootcamp'));
    const upcoming = within(entry('Design Thinking Bootcamp'));
    expect(entry('Agile Leadership Bootcamp').querySelector('[data-passed]')).not.toBeNull();
    // "Past" stands beside the date, in the same line.
    expect(past.getByText('Past').closest('[class*="detail"]')).toHaveTextContent('12-14 September 2023');
    expect(upcoming.queryByText('Past')).not.toBeInTheDocument();
    // Register keeps its words and where it leads, but steps down to the secondary (outline) tier.
    const pastRegister = past.getByRole('link', { name: 'Register for Agile Leadership Bootcamp' });
    expect(pastRegister).toHaveAttribute('data-variant', 'outline');
    expect(pastRegister.getAttribute('href')).toMatch(/^\/contact\?subject=Agile/);
    expect(upcoming.getByRole('link', { name: 'Register for Design Thinking Bootcamp' })).toHaveAttribute(
      'data-variant',
      'filled',
    );
    // The places left are grey, not the brand's urgent blue; the level keeps its colour.
    const spacesColour = (badge: HTMLElement) =>
      badge.closest<HTMLElement>('[data-spaces]')!.style.getPropertyValue('--badge-color');
    expect(spacesColour(past.getByText('2 spaces left'))).toMatch(/gray/);
    expect(spacesColour(upcoming.getByText('5 spaces left'))).toMatch(/brand/);
    expect(levelBadge('Agile Leadership Bootcamp').style.getPropertyValue('--badge-bg')).toMatch(/red/);
    // Some dates are still ahead: no notice that they have all passed.
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says that every date has passed in a notice before the first card, its first sentence leading', async () => {
    await renderSection(definition, fixture);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(/^These dates have passed\. Register your interest/);
    expect(within(note).getByText('These dates have passed.').tagName).toBe('STRONG');
    const firstCard = screen.getAllByRole('listitem')[0]!;
    expect(note.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByText('Past')).toHaveLength(4);
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
    expect(agile.getByText('16-17 October 2023')).toBeInTheDocument();
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
