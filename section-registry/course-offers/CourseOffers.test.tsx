import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import definition from './index';

/** A course's status as a screen reader pairs it: each term with its definition. */
function readStatus(root: HTMLElement): string[] {
  return Array.from(root.querySelectorAll('dl > div')).map(
    (group) => `${group.querySelector('dt')?.textContent}: ${group.querySelector('dd')?.textContent}`,
  );
}

function card(title: string): HTMLElement {
  const item = screen.getByRole('heading', { name: title }).closest('li');
  if (!item) throw new Error(`No card for ${title}`);
  return item;
}

describe('courseOffers section', () => {
  it('shows every course as a card that links to its page and says where it stands now', async () => {
    await renderSection(definition, fixture);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Leadership programmes',
      'Ten Talent Mindset programmes',
      'Bootcamps',
    ]);
    expect(within(card('Bootcamps')).getByRole('link', { name: 'Bootcamps' })).toHaveAttribute(
      'href',
      '/courses/mr-bootcamps',
    );
    expect(readStatus(card('Bootcamps'))).toEqual([
      'Next cohort: 2027 dates published in January',
      'Price: From £1,195 + VAT per delegate',
      'Where: In person in London, New York or Accra, or live online',
    ]);
    expect(readStatus(card('Ten Talent Mindset programmes'))[0]).toBe(
      'Next cohort: February 2027 intake; places held in the order we hear from you',
    );
    // Each card has one link, its own: the status is words, not a second target inside the card.
    for (const title of ['Leadership programmes', 'Ten Talent Mindset programmes', 'Bootcamps'])
      expect(within(card(title)).getAllByRole('link')).toHaveLength(1);
  });

  it('puts the status at the foot of the card, after what the course includes', async () => {
    await renderSection(definition, fixture);
    const leadership = card('Leadership programmes');
    const includes = within(leadership).getByText('One-to-one coaching sessions');
    const status = leadership.querySelector('dl')!;
    expect(includes.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("on a course's own page shows only that course, with one primary button to register interest", async () => {
    await renderSection(definition, {
      ...fixture,
      heading: 'Join the next cohort',
      only: '/courses/mr-bootcamps',
      interestAction: { href: '/contact#message' },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Join the next cohort' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    expect(readStatus(document.body)).toEqual([
      'Next cohort: 2027 dates published in January',
      'Price: From £1,195 + VAT per delegate',
      'Where: In person in London, New York or Accra, or live online',
    ]);
    const register = screen.getByRole('link', { name: 'Register interest' });
    expect(register).toHaveAttribute('data-variant', 'filled');
    // The form opens with its subject filled in: this course's next cohort.
    expect(register).toHaveAttribute('href', '/contact?subject=Register+interest%3A+Bootcamps%2C+next+cohort#message');
  });

  it('registers interest at the contact page when the page names no action', async () => {
    await renderSection(definition, { ...fixture, only: '/courses/ten-talent-mindset' });
    expect(screen.getByRole('link', { name: 'Register interest' })).toHaveAttribute(
      'href',
      '/contact?subject=Register+interest%3A+Ten+Talent+Mindset+programmes%2C+next+cohort',
    );
  });

  it('keeps a subject the link already names', async () => {
    await renderSection(definition, {
      ...fixture,
      only: '/courses/mr-bootcamps',
      interestAction: { label: 'Register interest', href: '/contact?subject=MR+Bootcamps#message' },
    });
    expect(screen.getByRole('link', { name: 'Register interest' })).toHaveAttribute(
      'href',
      '/contact?subject=MR+Bootcamps#message',
    );
  });

  it("leaves out a course's next step when content knows nothing of it, rather than show an empty box", async () => {
    const { container, unmount } = await renderSection(definition, { ...fixture, only: '/courses/no-such-course' });
    expect(container).toBeEmptyDOMElement();
    unmount();
    const bare = await renderSection(definition, {
      items: [{ title: 'Bootcamps', href: '/courses/mr-bootcamps' }],
      only: '/courses/mr-bootcamps',
    });
    expect(bare.container).toBeEmptyDOMElement();
  });

  it('renders nothing without courses', async () => {
    const { container } = await renderSection(definition, {});
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps what fits when content sends broken fields, and leaves out a status it does not have', async () => {
    await renderSection(definition, {
      items: [
        { title: 'Bootcamps', icon: 'NotAnIcon', price: 1195, nextCohort: '2027 dates published in January' },
        { title: 'Leadership programmes', href: 'javascript:alert(1)', format: 'Live online' },
        { description: 'A card without a title is not shown' },
      ],
    });
    expect(readStatus(card('Bootcamps'))).toEqual(['Next cohort: 2027 dates published in January']);
    expect(readStatus(card('Leadership programmes'))).toEqual(['Where: Live online']);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('A card without a title is not shown')).not.toBeInTheDocument();
  });
});
