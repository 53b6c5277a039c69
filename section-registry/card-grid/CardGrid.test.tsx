import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import definition from './index';

describe('card grid section', () => {
  it('renders every card with its title, description and points', async () => {
    await renderSection(definition, fixture);
    expect(screen.getByRole('heading', { level: 2, name: 'Governance areas' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getByText('Client sign-off on deliverables')).toBeInTheDocument();
  });

  it('makes a card with a page link one link, named by its own action words where it has them', async () => {
    await renderSection(definition, fixture);
    const card = screen.getByRole('heading', { name: 'Meet our people' }).closest('li')!;
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(within(card).getByRole('link', { name: 'Meet the team' })).toHaveAttribute('href', '/about/our-people');
  });

  it("heads a card with its drawing, decorative, in place of the card's icon", async () => {
    const { container } = await renderSection(definition, {
      fallbackIcon: 'Target',
      items: [
        { title: 'London', art: 'london', description: 'Our head office.' },
        { title: 'Elsewhere', description: 'No drawing.' },
      ],
    });
    const [london, elsewhere] = [...container.querySelectorAll('li')];
    expect(london!.querySelector('svg[aria-hidden="true"][viewBox="0 0 400 320"]')).not.toBeNull();
    expect(london!.querySelector('svg.tabler-icon')).toBeNull();
    expect(elsewhere!.querySelector('svg[viewBox="0 0 400 320"]')).toBeNull();
    expect(elsewhere!.querySelector('svg.tabler-icon-target')).not.toBeNull();
  });

  it('names a link card without action words by its title', async () => {
    await renderSection(definition, {
      linkLabel: 'Learn more',
      items: [{ title: 'Governance', href: '/about/governance' }],
    });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Governance' })).toHaveAttribute('href', '/about/governance');
  });

  it('shows a badge and a button on cards that have them', async () => {
    await renderSection(definition, fixture);
    const card = screen.getByRole('heading', { name: 'Procurement routes' }).closest('li')!;
    expect(within(card).getByText('Most Popular')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Talk to our team' })).toHaveAttribute('href', '/contact');
  });

  it("draws the marked card's button as the primary tier and every other card's as the secondary (outline)", async () => {
    await renderSection(definition, {
      items: [
        { title: 'Direct engagement', action: { label: 'Discuss direct engagement' } },
        { title: 'Framework agreements', badge: 'Most Popular', action: { label: 'Discuss Frameworks' } },
      ],
    });
    expect(screen.getByRole('link', { name: 'Discuss Frameworks' })).toHaveAttribute('data-variant', 'filled');
    expect(screen.getByRole('link', { name: 'Discuss direct engagement' })).toHaveAttribute('data-variant', 'outline');
  });

  it('uses the fallback icon for an unknown icon name from content', async () => {
    const { container } = await renderSection(definition, {
      fallbackIcon: 'Shield',
      items: [
        { icon: 'NoSuchIcon', title: 'Oversight' },
        { icon: 'Eye', title: 'Transparency' },
      ],
    });
    expect(screen.getByText('Oversight')).toBeInTheDocument();
    const icons = [...container.querySelectorAll('svg')].map((svg) => svg.getAttribute('class'));
    expect(icons[0]).toContain('tabler-icon-shield');
    expect(icons[1]).toContain('tabler-icon-eye');
  });

  it('numbers the cards instead of showing icons when asked', async () => {
    await renderSection(definition, { numbered: true, items: [{ title: 'Listen' }, { title: 'Design' }] });
    expect(screen.getByText('1')).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
  });

  it('sets a dense set as a numbered list, in order, instead of cards', async () => {
    const mindsets = ['Growth', 'Purpose', 'Resilience'].map((title) => ({
      title,
      description: `${title} in practice.`,
    }));
    await renderSection(definition, { heading: 'Ten mindsets', layout: 'list', numbered: true, items: mindsets });
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const entries = within(list).getAllByRole('listitem');
    expect(entries.map((entry) => within(entry).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Growth',
      'Purpose',
      'Resilience',
    ]);
    expect(within(entries[1]!).getByText('02')).toBeInTheDocument();
    expect(within(entries[1]!).getByText('Purpose in practice.')).toBeInTheDocument();
  });

  it('marks a card that is a link with an arrow at its foot, and only such a card', async () => {
    await renderSection(definition, {
      items: [
        { title: 'Consulting', href: '/services/consulting' },
        { title: 'Values', description: 'What we stand for.' },
      ],
    });
    const [linked, plain] = screen.getAllByRole('listitem');
    expect(within(linked!).getByRole('link', { name: 'Consulting' })).toHaveAttribute('href', '/services/consulting');
    expect(linked!.querySelector('.tabler-icon-arrow-right')).not.toBeNull();
    expect(plain!.querySelector('.tabler-icon-arrow-right')).toBeNull();
  });

  it("gives a link card the section's words at its foot, unless the card names its own action", async () => {
    await renderSection(definition, {
      linkLabel: 'View programme',
      items: [
        { title: 'Bootcamps', href: '/courses/mr-bootcamps' },
        { title: 'Leadership programmes', href: '/courses/essential-leadership', action: { label: 'See dates' } },
      ],
    });
    // The foot is the arrow's paragraph (hidden from screen readers: the card's link names it).
    const feet = screen
      .getAllByRole('listitem')
      .map((card) => card.querySelector('.tabler-icon-arrow-right')?.parentElement?.textContent?.trim());
    expect(feet).toEqual(['View programme', 'See dates']);
  });

  it('renders nothing without cards', async () => {
    const { container } = await renderSection(definition, { heading: 'Nothing here' });
    expect(container).toBeEmptyDOMElement();
  });
});
