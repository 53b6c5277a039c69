import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import definition from './index';

describe('pageContents section', () => {
  it('is a navigation named "On this page", linking in order to each section it names', async () => {
    await renderSection(definition, fixture);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(within(nav).getByRole('list')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['What we offer', '#offer'],
      ['How we work', '#approach'],
      ['Case studies', '#case-studies'],
      ['Talk to us', '#contact'],
    ]);
    expect(within(nav).getByRole('list').tagName).toBe('OL');
  });

  it('ends with a link back to the top of the page, after the list (CSS shows it once the reader is a screen down)', async () => {
    await renderSection(definition, fixture);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(nav).getAllByRole('link');
    expect(links.at(-1)).toHaveTextContent('Back to top');
    expect(links.at(-1)).toHaveAttribute('href', '#top');
  });

  it('takes another name for the list', async () => {
    await renderSection(definition, { ...fixture, label: 'Contents' });
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeInTheDocument();
  });

  it('leaves out an entry without a label or a target, and renders nothing with none left', async () => {
    await renderSection(definition, {
      items: [{ label: 'Case studies' }, { target: 'contact' }, ...fixture.items.slice(0, 1)],
    });
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['What we offer']);
    const { container } = await renderSection(definition, { items: [{ label: 'Case studies' }] });
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps the entries that fit when content sends a broken one', async () => {
    await renderSection(definition, { items: [{ label: 'Case studies', target: 42 }, fixture.items[3]] });
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#contact']);
  });
});
