import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import { enhance } from './enhance';
import definition from './index';

const INTRODUCTION_TEXT = /committed to protecting your privacy/;
const SECURITY_TEXT = /certified to Cyber Essentials Plus/;

async function expectReadable(text: RegExp) {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible());
}

async function expectHidden(text: RegExp) {
  await waitFor(() => expect(screen.getByText(text)).not.toBeVisible());
}

/** An item's control: the native disclosure summary, named by its title. */
const control = (title: string) => screen.getByText(title, { selector: 'h2, h3' }).closest('summary')!;
const isOpen = (title: string) => (control(title).parentElement as HTMLDetailsElement).open;

describe('accordion section', () => {
  it('shows every item title as an h3 in a native disclosure, all closed at first', async () => {
    await renderSection(definition, fixture);
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Introduction',
      'Information we collect',
      'How we use your information',
      'Disclosure',
      'Security',
      'Contact us',
    ]);
    for (const heading of headings) expect(heading.closest('details')).not.toHaveAttribute('open');
    await expectHidden(INTRODUCTION_TEXT);
  });

  it('opens one item at a time: opening another closes the first', async () => {
    const user = userEvent.setup();
    const { container } = await renderSection(definition, fixture);
    enhance(container);
    await user.click(control('Introduction'));
    expect(isOpen('Introduction')).toBe(true);
    await expectReadable(INTRODUCTION_TEXT);
    await expectHidden(SECURITY_TEXT);

    await user.click(control('Security'));
    expect(isOpen('Security')).toBe(true);
    expect(isOpen('Introduction')).toBe(false);
    await expectReadable(SECURITY_TEXT);
    await expectHidden(INTRODUCTION_TEXT);
  });

  it('closes the open item when it is clicked again', async () => {
    const user = userEvent.setup();
    await renderSection(definition, fixture);
    await user.click(control('Disclosure'));
    await expectReadable(/trusted suppliers/);
    await user.click(control('Disclosure'));
    expect(isOpen('Disclosure')).toBe(false);
    await expectHidden(/trusted suppliers/);
  });

  it('renders bullet lists as lists and link blocks as links', async () => {
    const user = userEvent.setup();
    await renderSection(definition, fixture);
    await user.click(control('Information we collect'));
    await expectReadable(/Your organisation and job title/);
    expect(screen.getByText('Your organisation and job title').closest('ul')).toBeInTheDocument();

    await user.click(control('Contact us'));
    expect(await screen.findByRole('link', { name: 'Contact our team' })).toHaveAttribute('href', '/contact');
    expect(await screen.findByRole('link', { name: /privacy@/ })).toHaveAttribute(
      'href',
      'mailto:privacy@mindrise-consulting.co.uk',
    );
  });

  it('reads a body sent as one plain string as a paragraph', async () => {
    const user = userEvent.setup();
    await renderSection(definition, fixture);
    await user.click(control('How we use your information'));
    await expectReadable(/We never sell your data/);
  });

  it('lists its items in a contents list when asked, each entry opening its item', async () => {
    const user = userEvent.setup();
    const { container } = await renderSection(definition, {
      contents: true,
      items: [
        { title: 'Information We Collect', body: 'Names and email addresses.' },
        { title: 'Security', body: 'Encrypted at rest.' },
      ],
    });
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#information-we-collect', '#security']);
    // The target is in the item's hidden part, where following it makes a browser open the item itself.
    const security = document.getElementById('security')!.parentElement as HTMLDetailsElement;
    expect(security.tagName).toBe('DETAILS');
    expect(security.querySelector(':scope > summary')).toHaveTextContent('Security');
    expect(security.open).toBe(false);
    enhance(container);
    await user.click(links[1]!);
    expect(security.open).toBe(true);
  });

  it('opens the first item on arrival when asked, and still keeps one open at a time', async () => {
    const { container } = await renderSection(definition, { ...fixture, firstOpen: true });
    enhance(container);
    expect(isOpen('Introduction')).toBe(true);
    expect(isOpen('Security')).toBe(false);
    await expectReadable(INTRODUCTION_TEXT);
    await userEvent.click(control('Security'));
    await waitFor(() => expect(isOpen('Security')).toBe(true));
    expect(isOpen('Introduction')).toBe(false);
  });

  it('has no contents list unless asked', async () => {
    await renderSection(definition, fixture);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('renders nothing without items', async () => {
    const { container } = await renderSection(definition, {});
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps the items that fit when content sends broken ones', async () => {
    const user = userEvent.setup();
    await renderSection(definition, {
      heading: 'Terms of service',
      items: [
        { title: 'Agreement', body: ['By using this website you accept these terms.'] },
        { title: 42, body: ['An item without a usable title.'] },
        'not an item',
        { title: 'Governing law', body: 17 },
      ],
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Terms of service' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((title) => title.textContent)).toEqual([
      'Agreement',
      'Governing law',
    ]);
    await user.click(control('Agreement'));
    await expectReadable(/you accept these terms/);
    expect(screen.queryByText('An item without a usable title.')).not.toBeInTheDocument();
  });

  it('sets an aside beside the items, after them in reading order, and leaves the items as they are', async () => {
    await renderSection(definition, {
      heading: 'Programme modules',
      items: [{ title: 'Module 1: Leading self', body: ['Effective leadership starts with self-awareness.'] }],
      aside: { kind: 'facts', title: 'How each module runs', items: [{ label: 'Workshop', value: 'One day' }] },
    });
    // Inside a section with a heading (a region) it is a labelled group: landmarks do not nest.
    const aside = screen.getByRole('group', { name: 'How each module runs' });
    expect(within(aside).getByText('Workshop')).toBeInTheDocument();
    expect(
      control('Module 1: Leading self').compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
