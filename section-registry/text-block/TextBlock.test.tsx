import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import definition from './index';

describe('text block section', () => {
  it('shows the heading and paragraphs given as strings or { text } objects', async () => {
    await renderSection(definition, fixture);
    expect(screen.getByRole('heading', { level: 2, name: 'Our purpose' })).toBeInTheDocument();
    expect(screen.getByText(/change how they think/)).toBeInTheDocument();
    expect(screen.getByText(/twenty-five years/)).toBeInTheDocument();
  });

  it('accepts a single string (introText) as one paragraph', async () => {
    await renderSection(definition, { paragraphs: 'We are a team of practitioners.' });
    expect(screen.getByText('We are a team of practitioners.')).toBeInTheDocument();
  });

  it('sets a pull quote beside the text, with who said it', async () => {
    await renderSection(definition, {
      paragraphs: ['We work with public bodies.'],
      aside: {
        kind: 'quote',
        text: 'They left us able to do it ourselves.',
        attribution: 'Chief executive, a housing association',
      },
    });
    const quote = screen.getByRole('figure');
    expect(within(quote).getByText('They left us able to do it ourselves.').closest('blockquote')).not.toBeNull();
    expect(within(quote).getByText('Chief executive, a housing association')).toBeInTheDocument();
  });

  it('sets key facts beside the text as a named aside with terms and values', async () => {
    await renderSection(definition, {
      paragraphs: ['Consulting that lasts.'],
      aside: {
        kind: 'facts',
        title: 'At a glance',
        items: [{ label: 'Typical length', value: '8 to 16 weeks' }, { label: 'Half' }],
      },
    });
    const aside = screen.getByRole('complementary', { name: 'At a glance' });
    expect(within(aside).getByRole('term')).toHaveTextContent('Typical length');
    expect(within(aside).getByRole('definition')).toHaveTextContent('8 to 16 weeks');
  });

  it('names who to talk to, with their credentials, office and address, and a link to reach them', async () => {
    await renderSection(definition, {
      paragraphs: ['Consulting that lasts.'],
      aside: {
        kind: 'contact',
        title: 'Who leads this work',
        name: 'Adwoa Mensah',
        role: 'Founder and managing director',
        credentials: 'Chartered occupational psychologist, MBA',
        office: 'Accra',
        email: 'adwoa.mensah@mindrise-consulting.co.uk',
        action: { label: 'Talk to Adwoa', href: '/contact' },
      },
    });
    const aside = screen.getByRole('complementary', { name: 'Who leads this work' });
    expect(within(aside).getByText('Adwoa Mensah')).toBeInTheDocument();
    expect(within(aside).getByText('Chartered occupational psychologist, MBA')).toBeInTheDocument();
    expect(within(aside).getByText('Based in Accra')).toBeInTheDocument();
    expect(within(aside).getByRole('link', { name: /^Email Adwoa Mensah/ })).toHaveAttribute(
      'href',
      'mailto:adwoa.mensah@mindrise-consulting.co.uk',
    );
    expect(within(aside).getByRole('link', { name: /Talk to Adwoa/ })).toHaveAttribute('href', '/contact');
  });

  it('renders nothing when empty', async () => {
    const { container } = await renderSection(definition, { paragraphs: [] });
    expect(container).toBeEmptyDOMElement();
  });
});
