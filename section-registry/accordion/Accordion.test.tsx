import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import definition from './index';

const INTRODUCTION_TEXT = /committed to protecting your privacy/;
const SECURITY_TEXT = /certified to Cyber Essentials Plus/;

/** Panels open and close with a short height transition, so wait for it to settle. */
async function expectReadable(text: RegExp) {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible());
}

async function expectHidden(text: RegExp) {
  await waitFor(() => expect(screen.getByText(text)).not.toBeVisible());
}

describe('accordion section', () => {
  it('shows every item title as an h3 control, all closed at first', async () => {
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
    for (const control of screen.getAllByRole('button')) expect(control).toHaveAttribute('aria-expanded', 'false');
    await expectHidden(INTRODUCTION_TEXT);
  });

  it('opens one item at a time: opening another closes the first', async () => {
    const user = userEvent.setup();
    await renderSection(definition, fixture);
    const introduction = screen.getByRole('button', { name: 'Introduction' });
    const security = screen.getByRole('button', { name: 'Security' });

    await user.click(introduction);
    expect(introduction).toHaveAttribute('aria-expanded', 'true');
    await expectReadable(INTRODUCTION_TEXT);
    await expectHidden(SECURITY_TEXT);

    await user.click(security);
    expect(security).toHaveAttribute('aria-expanded', 'true');
    expect(introduction).toHaveAttribute('aria-expanded', 'false');
    await expectReadable(SECURITY_TEXT);
    await expectHidden(INTRODUCTION_TEXT);
  });

  it('closes the open item when it is clicked again', async () => {
    const user = userEvent.setup();
    await renderSection(definition, fixture);
    const disclosure = screen.getByRole('button', { name: 'Disclosure' });
    await user.click(disclosure);
    await expectReadable(/trusted suppliers/);
    await user.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await expectHidden(/trusted suppliers/);
  });

  it('renders bullet lists as lists and link blocks as links', async () => {
    const user = userEvent.setup();
    await renderSection(definition, fixture);
    await user.click(screen.getByRole('button', { name: 'Information we collect' }));
    await expectReadable(/Your organisation and job title/);
    expect(screen.getByText('Your organisation and job title').closest('ul')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Contact us' }));
    expect(await screen.findByRole('link', { name: 'Contact our team' })).toHaveAttribute('href', '/contact');
    expect(await screen.findByRole('link', { name: /dataprotection@/ })).toHaveAttribute(
      'href',
      'mailto:dataprotection@mindrise-consulting.co.uk',
    );
  });

  it('reads a body sent as one plain string as a paragraph', async () => {
    const user = userEvent.setup();
    await renderSection(definition, fixture);
    await user.click(screen.getByRole('button', { name: 'How we use your information' }));
    await expectReadable(/We never sell your data/);
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
    expect(screen.getAllByRole('button').map((control) => control.textContent)).toEqual(['Agreement', 'Governing law']);
    await user.click(screen.getByRole('button', { name: 'Agreement' }));
    await expectReadable(/you accept these terms/);
    expect(screen.queryByText('An item without a usable title.')).not.toBeInTheDocument();
  });
});
