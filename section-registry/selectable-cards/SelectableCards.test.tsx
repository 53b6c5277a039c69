import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import definition from './index';

const cardButton = (title: string) => screen.getByRole('button', { name: new RegExp(title) });

describe('selectable cards section', () => {
  it('starts with the first card active and moves the active card on click', async () => {
    await renderSection(definition, fixture);
    expect(cardButton('Consulting')).toHaveAttribute('aria-pressed', 'true');
    expect(cardButton('Organisational design')).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(cardButton('Organisational design'));
    expect(cardButton('Organisational design')).toHaveAttribute('aria-pressed', 'true');
    expect(cardButton('Consulting')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
  });

  it("shows every card's link, whichever card is chosen, and marks the chosen card's", async () => {
    await renderSection(definition, fixture);
    const consulting = screen.getByRole('link', { name: /Learn more about Consulting/ });
    const design = screen.getByRole('link', { name: /Learn more about Organisational design/ });
    expect(consulting).toHaveAttribute('href', '/services/consulting');
    expect(consulting).toHaveAttribute('data-active');
    expect(design).not.toHaveAttribute('data-active');
    // Every service page is one click away: a link is not hidden until its card is chosen.
    expect(design).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: /Organisational design/ }));
    expect(design).toHaveAttribute('data-active');
    expect(consulting).not.toHaveAttribute('data-active');
  });

  it("opens the chosen card's way to ask about it: the contact form, with that service as its subject", async () => {
    const user = userEvent.setup();
    await renderSection(definition, fixture);
    const ask = (name: string) => screen.getByRole('link', { name: `Ask us about ${name}` });
    expect(ask('consulting')).toHaveAttribute('href', '/contact?subject=Consulting');
    expect(ask('consulting')).toHaveAttribute('data-active');
    expect(ask('organisational design')).not.toHaveAttribute('data-active');
    await user.click(cardButton('Organisational design'));
    expect(ask('organisational design')).toHaveAttribute('href', '/contact?subject=Organisational+design');
    expect(ask('organisational design')).toHaveAttribute('data-active');
    expect(ask('consulting')).not.toHaveAttribute('data-active');
    // No tag that only says "Selected": the choice shows in what it opens.
    expect(screen.queryByText('Selected')).toBeNull();
  });

  it('shows View All Services, the help panel with Contact Us, and the guiding questions', async () => {
    await renderSection(definition, fixture);
    expect(screen.getByRole('link', { name: /View All Services/ })).toHaveAttribute('href', '/services/overview');
    const panel = screen.getByRole('heading', { name: 'How We Can Help You' }).parentElement!;
    expect(within(panel).getAllByRole('listitem')).toHaveLength(4);
    expect(within(panel).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText('What is getting in the way today?')).toBeInTheDocument();
  });

  it('falls back to the Target icon for an unknown service icon', async () => {
    const { container } = await renderSection(definition, { items: [{ title: 'Coaching', icon: 'Rocket' }] });
    expect(container.querySelector('button[aria-pressed] svg')?.getAttribute('class')).toContain('tabler-icon-target');
  });

  it('marks the chosen card and its link only, and moves the mark with a click', async () => {
    const user = userEvent.setup();
    await renderSection(definition, {
      items: [
        { title: 'Consulting', href: '/services/consulting' },
        { title: 'Coaching', href: '/services/learning-development' },
      ],
    });
    expect(screen.getByRole('link', { name: /about Consulting/ })).toHaveAttribute('data-active');
    await user.click(screen.getByRole('button', { name: /Coaching/ }));
    expect(screen.getByRole('link', { name: /about Consulting/ })).not.toHaveAttribute('data-active');
    expect(screen.getByRole('link', { name: /about Coaching/ })).toHaveAttribute('data-active');
  });

  it('shows a guiding question asked twice without a key warning', async () => {
    const errors = vi.spyOn(console, 'error');
    const question = 'Where do you want to be in five years?';
    await renderSection(definition, { heading: 'Our services', questions: { items: [question, question] } });
    expect(screen.getAllByText(question)).toHaveLength(2);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('renders nothing with no content', async () => {
    const { container } = await renderSection(definition, {});
    expect(container).toBeEmptyDOMElement();
  });
});
