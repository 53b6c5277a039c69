import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import definition from './index';

function card(title: string) {
  const item = screen.getByRole('heading', { name: title }).closest('li');
  if (!item) throw new Error(`No card titled ${title}`);
  return item;
}

/** The card's content as separate lines of text, the way a visitor reads it. */
function linesOf(title: string): string[] {
  return Array.from(card(title).querySelectorAll('address p')).map((line) => line.textContent ?? '');
}

describe('contactCards section', () => {
  it('shows each detail card with its multi-line content split into lines', async () => {
    await renderSection(definition, fixture);
    expect(screen.getByRole('heading', { level: 2, name: 'Get in touch' })).toBeInTheDocument();
    expect(linesOf('Visit us')).toEqual(['3rd Floor, 18 Carrow Yard', 'London EC2A 4PL', 'United Kingdom']);
    expect(linesOf('Call us')).toEqual([
      'London: +44 20 7946 0321',
      'New York: +1 212 555 0147',
      'Accra: +233 30 274 1580',
    ]);
  });

  it('makes email addresses mailto: links and phone numbers tel: links, leaving other text plain', async () => {
    await renderSection(definition, fixture);
    const email = within(card('Email us'));
    expect(email.getByRole('link', { name: 'enquiries@mindrise-consulting.co.uk' })).toHaveAttribute(
      'href',
      'mailto:enquiries@mindrise-consulting.co.uk',
    );
    expect(email.getByText(/General enquiries:/)).toBeInTheDocument();

    const phone = within(card('Call us'));
    expect(phone.getByRole('link', { name: '+44 20 7946 0321' })).toHaveAttribute('href', 'tel:+442079460321');
    expect(phone.getByRole('link', { name: '+233 30 274 1580' })).toHaveAttribute('href', 'tel:+233302741580');

    expect(within(card('Visit us')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('lists the office hours under their title', async () => {
    await renderSection(definition, fixture);
    const title = screen.getByRole('heading', { level: 3, name: 'Office hours' });
    const list = title.parentElement?.querySelector('ul');
    if (!list) throw new Error('No office hours list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Monday to Friday: 9:00am to 5:30pm (UK time)',
      'Monday to Friday: 9:00am to 5:30pm (US Eastern)',
      'Weekends and bank holidays: closed',
    ]);
  });

  it('renders nothing without cards or hours', async () => {
    const { container } = await renderSection(definition, {});
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps what fits when content sends broken fields', async () => {
    await renderSection(definition, {
      items: [
        { title: 'Email us', content: 'hello@mindrise-consulting.co.uk', icon: 'NotAnIcon' },
        { title: 'Call us', content: ['+44 20 7946 0321'] },
      ],
      hours: { title: 'Office hours', items: ['Monday to Friday: 9:00am to 5:30pm', 17] },
    });
    expect(screen.getByRole('link', { name: 'hello@mindrise-consulting.co.uk' })).toHaveAttribute(
      'href',
      'mailto:hello@mindrise-consulting.co.uk',
    );
    // The card whose content is not text keeps its title, without a link.
    expect(within(card('Call us')).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Monday to Friday: 9:00am to 5:30pm')).toBeInTheDocument();
    expect(screen.queryByText('17')).not.toBeInTheDocument();
  });
});
