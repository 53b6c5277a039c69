import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import definition from './index';
import { contactFormSchema } from './schema';
import { SUBMIT_ALERT } from './ContactForm';

afterEach(() => vi.restoreAllMocks());

async function fillRequired(message = 'We would like to discuss a leadership programme.') {
  await userEvent.type(screen.getByLabelText(/^Name/), 'Ama Owusu');
  await userEvent.type(screen.getByLabelText(/^Email/), 'ama@example.org');
  await userEvent.type(screen.getByLabelText(/^Subject/), 'Leadership');
  await userEvent.type(screen.getByLabelText(/^Message/), message);
}

describe('contact form section', () => {
  it('has labelled fields with the configured placeholders, required marks and types', async () => {
    await renderSection(definition, fixture);
    expect(screen.getByLabelText(/^Name/)).toBeRequired();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Phone/)).not.toBeRequired();
    expect(screen.getByLabelText(/^Company/)).not.toBeRequired();
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute('rows', '4');
    expect(screen.getByPlaceholderText('How can we help you?')).toBeInTheDocument();
  });

  it('on submit logs the data, shows the alert and clears every field', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    await renderSection(definition, fixture);
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(alert).toHaveBeenCalledWith(SUBMIT_ALERT);
    expect(log).toHaveBeenCalledWith(
      'Contact form submitted:',
      expect.objectContaining({ name: 'Ama Owusu', email: 'ama@example.org' }),
    );
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
  });

  it('shows a tick once a field has content, and for the message only beyond 10 characters', async () => {
    const { container } = await renderSection(definition, fixture);
    const tick = (name: string) => container.querySelector(`svg[data-tick="${name}"]`);
    expect(container.querySelectorAll('svg[data-tick]')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/^Name/), 'A');
    expect(tick('name')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Message/), '0123456789');
    expect(tick('message')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Message/), '!');
    expect(tick('message')).toBeInTheDocument();
  });

  it('withholds the tick from a field the browser finds invalid, until it is valid', async () => {
    const { container } = await renderSection(definition, fixture);
    const emailTick = () => container.querySelector('svg[data-tick="email"]');
    await userEvent.type(screen.getByLabelText(/^Email/), 'kofi@');
    expect(emailTick()).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Email/), 'example.org');
    expect(emailTick()).toBeInTheDocument();
  });

  it('starts with the subject a link asked for (/contact?subject=…), the rest empty', async () => {
    window.history.replaceState(null, '', '/contact?subject=Enrolment:+Ten+Talent+Mindset');
    try {
      await renderSection(definition, fixture);
      expect(await screen.findByDisplayValue('Enrolment: Ten Talent Mindset')).toBe(screen.getByLabelText(/^Subject/));
      expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('offers phone, email and address as links', async () => {
    await renderSection(definition, fixture);
    expect(screen.getByRole('link', { name: '+44 20 7946 0321' })).toHaveAttribute('href', 'tel:+442079460321');
    expect(screen.getByRole('link', { name: fixture.details.email })).toHaveAttribute(
      'href',
      `mailto:${fixture.details.email}`,
    );
    expect(screen.getByRole('link', { name: /Carrow Yard/ }).getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps/,
    );
  });

  it("sets the contact page's detail cards and office hours beside the form", async () => {
    await renderSection(definition, {
      details: {
        heading: 'Get in Touch',
        cards: [
          { title: 'Email us', content: 'enquiries@mindrise-consulting.co.uk', icon: 'Mail' },
          { title: 'Call us', content: 'London +44 20 7946 0321\nAccra +233 30 290 1234', icon: 'Phone' },
          { title: 'Visit us', content: '3rd Floor, 18 Carrow Yard\nLondon EC2A 4PL', icon: 'NoSuchIcon' },
        ],
        hours: { title: 'Office hours', items: [{ text: 'Monday to Friday, 9am to 5.30pm (UK)' }] },
      },
    });
    expect(screen.getByRole('heading', { name: 'Get in Touch' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'enquiries@mindrise-consulting.co.uk' })).toHaveAttribute(
      'href',
      'mailto:enquiries@mindrise-consulting.co.uk',
    );
    expect(screen.getByRole('link', { name: '+233 30 290 1234' })).toHaveAttribute('href', 'tel:+233302901234');
    expect(screen.getByText('Visit us').closest('li')?.querySelector('.tabler-icon-mail')).not.toBeNull();
    expect(screen.getByText('Monday to Friday, 9am to 5.30pm (UK)')).toBeInTheDocument();
    // The form is still there beside them.
    expect(screen.getByRole('button', { name: /Send Message/ })).toBeInTheDocument();
  });

  it('lists each office by name beside its number when every line names its office', async () => {
    await renderSection(definition, {
      details: {
        cards: [
          { title: 'Phone', content: 'London: +44 20 7946 0321\nAccra: +233 30 274 1580', icon: 'Phone' },
          { title: 'Email', content: 'General enquiries: enquiries@mindrise-consulting.co.uk', icon: 'Mail' },
        ],
        hours: { title: 'Office hours', items: ['London: Monday to Friday, 9:00am – 5:30pm'] },
      },
    });
    const phones = screen.getByText('Phone').closest('li')!;
    const offices = within(phones)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(offices).toEqual(['London', 'Accra']);
    const accra = within(phones).getAllByRole('definition')[1]!;
    expect(within(accra).getByRole('link')).toHaveAttribute('href', 'tel:+233302741580');
    // The address is one word to the browser: no break opportunity at its "@".
    const email = screen.getByRole('link', { name: 'enquiries@mindrise-consulting.co.uk' });
    expect(email.querySelector('wbr')).toBeNull();
    // Office hours read the same way, a line an office.
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toContain('General enquiries');
    expect(screen.getByText('Monday to Friday, 9:00am – 5:30pm').tagName).toBe('DD');
  });

  it('says beside the submit button when a reply comes and links the privacy policy, on every form', async () => {
    await renderSection(definition, {});
    const submit = screen.getByRole('button', { name: 'Send Message' });
    expect(submit).toHaveAccessibleDescription(/We reply within one working day\..*Privacy policy/);
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('shows a phone or email that is not one number or address as text, not as a broken link', async () => {
    // Found by the property tests: "mailto:" + two lines of text made a link browsers silently rewrite.
    const details = { phone: 'Ask at reception', email: 'hello@example.org\nsales@example.org' };
    await renderSection(definition, { details });
    expect(screen.queryByRole('link', { name: details.phone })).not.toBeInTheDocument();
    expect(screen.getByText(details.phone)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /hello@example\.org/ })).not.toBeInTheDocument();
    expect(screen.getByText(/hello@example\.org/)).toBeInTheDocument();
  });

  it('keeps a field named twice once, and a manifest naming it twice is refused at the repeat', async () => {
    // Found by the property tests: two "email" fields shared one value and one React key.
    const fields = [
      { name: 'email', label: 'Email' },
      { name: 'email', label: 'Work email' },
    ];
    const strict = contactFormSchema.safeParse({ fields });
    expect(strict.success ? [] : strict.error.issues.map((issue) => issue.path.join('.'))).toEqual(['fields.1']);
    await renderSection(definition, { fields });
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it("defaults to the contact page's fields and the 'Send Message' label", async () => {
    await renderSection(definition, {});
    for (const label of ['Full Name', 'Email Address', 'Company', 'Subject', 'Message']) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute('rows', '6');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});
