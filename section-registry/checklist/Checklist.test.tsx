import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import definition from './index';

describe('checklist section', () => {
  it('shows each entry as a ticked list item, with its title and description', async () => {
    await renderSection(definition, fixture);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('UL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(within(items[0]!).getByRole('heading', { level: 3, name: 'Independence' })).toBeVisible();
    expect(within(items[0]!).getByText(/Our advice is impartial/)).toBeVisible();
    expect(items[0]!.querySelector('.tabler-icon-check')).toHaveAttribute('aria-hidden', 'true');
  });

  it('accepts plain strings as entries', async () => {
    await renderSection(definition, fixture);
    const entry = screen.getAllByRole('listitem')[3]!;
    expect(entry).toHaveTextContent('Transparent pricing, agreed before work begins');
    // A bare entry is list text, not a heading with nothing under it.
    expect(within(entry).queryByRole('heading')).not.toBeInTheDocument();
  });

  it('sets a list of bare labels in bold, and a list with a sentence in it all in the text weight', async () => {
    const weights = async (items: string[]) => {
      const { unmount } = await renderSection(definition, { items });
      const found = screen
        .getAllByRole('listitem')
        .map((item) => getComputedStyle(item.querySelector('p')!).fontWeight);
      unmount();
      return found;
    };
    expect(await weights(['Design Thinking', 'Agile Leadership'])).toEqual(['700', '700']);
    // One short entry among sentences in bold read as a slip (review 29).
    expect(
      await weights([
        'Fair and prompt payment terms',
        'Work alongside a named lead from our core team on every engagement',
      ]),
    ).toEqual(['400', '400']);
  });

  it("shows the fixture's call to action, leading to the contact page by default", async () => {
    await renderSection(definition, fixture);
    expect(screen.getByRole('link', { name: 'Discuss Your Requirements' })).toHaveAttribute('href', '/contact');
  });

  it('shows the call to action with the link content gives it', async () => {
    await renderSection(definition, {
      items: ['Design Thinking', 'Agile Leadership'],
      columns: 3,
      action: { label: 'Inquire About Custom Bootcamps', href: '/courses/mr-bootcamps' },
    });
    expect(screen.getByRole('link', { name: 'Inquire About Custom Bootcamps' })).toHaveAttribute(
      'href',
      '/courses/mr-bootcamps',
    );
  });

  it('shows no button when the action has no label', async () => {
    await renderSection(definition, { items: ['ISO 9001'], action: { href: '/contact' } });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('renders nothing without entries or an action', async () => {
    const { container } = await renderSection(definition, {});
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing when every entry is blank', async () => {
    const { container } = await renderSection(definition, { heading: 'Credentials', items: ['', { title: '' }] });
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps the entries that fit when content sends broken ones', async () => {
    await renderSection(definition, {
      heading: 'Credentials',
      columns: 5,
      items: ['ISO 9001', 42, { title: 'Cyber Essentials Plus', description: 'Certified annually.' }],
    });
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('ISO 9001');
    expect(items[1]).toHaveTextContent('Cyber Essentials Plus');
    expect(screen.queryByText('42')).not.toBeInTheDocument();
  });
});
