import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import definition from './index';

function cardTitled(title: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 3, name: title });
  // The element that watches the pointer: the card and the preview that opens below it.
  const card = heading.closest<HTMLElement>('[data-padding]')?.parentElement;
  if (!card) throw new Error(`No card around "${title}"`);
  return card;
}

describe('hover cards section', () => {
  it('shows every category on its card: icon, title and description', async () => {
    await renderSection(definition, fixture);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(within(items[0]!).getByRole('heading', { level: 3, name: 'Consulting' })).toBeVisible();
    expect(within(items[0]!).getByText(/Independent advice on strategy/)).toBeVisible();
    expect(items[0]!.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('links a category to its service page, the preview describing the link', async () => {
    await renderSection(definition, {
      items: [
        {
          title: 'Quality assurance',
          description: 'Independent reviews.',
          href: '/services/quality-assurance',
          detail: 'Programme assurance reviews.',
        },
      ],
    });
    const link = screen.getByRole('link', { name: 'Quality assurance' });
    expect(link).toHaveAttribute('href', '/services/quality-assurance');
    expect(link).toHaveAccessibleDescription('Typical work Programme assurance reviews.');
    // The link takes focus; the card itself no longer needs to.
    expect(link.closest('article')).not.toHaveAttribute('tabindex');
  });

  it("words the foot of a linked card with the label given, which the link's name leaves out", async () => {
    await renderSection(definition, {
      linkLabel: 'Learn more',
      items: [
        { title: 'Consulting', description: 'Independent advice.', href: '/services/consulting' },
        { title: 'Training', description: 'Programmes for leaders.' },
      ],
    });
    const [linked, plain] = screen.getAllByRole('listitem');
    expect(within(linked!).getByText('Learn more')).toBeVisible();
    expect(within(linked!).getByRole('link')).toHaveAccessibleName('Consulting');
    // A card that is not a link promises nowhere to go.
    expect(within(plain!).queryByText('Learn more')).toBeNull();
  });

  it('renders nothing without categories', async () => {
    const { container } = await renderSection(definition, {});
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps what fits when content sends wrongly typed fields', async () => {
    await renderSection(definition, {
      openDelay: 'soon',
      items: [{ title: 'Quality Assurance', description: 12, icon: 'NoSuchIcon' }, { title: 'Resourcing' }],
    });
    expect(screen.getByRole('heading', { name: 'Quality Assurance' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Resourcing' })).toBeInTheDocument();
    expect(screen.queryByText('12')).not.toBeInTheDocument();
    // The unknown icon falls back to Target rather than leaving a gap.
    expect(screen.getAllByRole('listitem')[0]!.querySelector('.tabler-icon-target')).not.toBeNull();
  });

  describe('the preview', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    /** The preview a card describes itself with (always in the document; the stylesheet shows it when open). */
    const previewOf = (title: string) => {
      const article = screen.getByRole('article', { name: title });
      return document.getElementById(article.getAttribute('aria-describedby')!)!;
    };
    const advance = (ms: number) =>
      act(() => {
        vi.advanceTimersByTime(ms);
      });

    it('adds the typical work, never repeating the card, and opens only after the open delay', async () => {
      await renderSection(definition, fixture);
      const preview = previewOf('Organisational design');
      expect(preview).toHaveRole('tooltip');
      expect(preview).toHaveTextContent('Typical work');
      expect(preview).toHaveTextContent(/Structure reviews, role and accountability frameworks/);
      expect(preview).not.toHaveTextContent(/Structures, roles and governance designed/);

      fireEvent.mouseEnter(cardTitled('Organisational design'));
      advance(150);
      expect(preview).not.toHaveAttribute('data-open');
      advance(60);
      expect(preview).toHaveAttribute('data-open');
    });

    it('closes only after the close delay once the pointer leaves', async () => {
      await renderSection(definition, fixture);
      const card = cardTitled('Transformation and change');
      const preview = previewOf('Transformation and change');
      fireEvent.mouseEnter(card);
      advance(250);
      expect(preview).toHaveAttribute('data-open');
      fireEvent.mouseLeave(card);
      advance(50);
      expect(preview).toHaveAttribute('data-open');
      advance(60);
      expect(preview).not.toHaveAttribute('data-open');
    });

    it('opens for keyboard focus on the card too, with the same delays', async () => {
      await renderSection(definition, fixture);
      const article = screen.getByRole('article', { name: 'Mindset and culture change' });
      act(() => article.focus());
      advance(210);
      expect(previewOf('Mindset and culture change')).toHaveAttribute('data-open');
      act(() => article.blur());
      advance(110);
      expect(previewOf('Mindset and culture change')).not.toHaveAttribute('data-open');
    });

    it('is left out for a card with nothing to add, which is then not a stop for the keyboard', async () => {
      await renderSection(definition, fixture);
      expect(screen.queryByRole('article', { name: 'Learning and development' })).not.toBeInTheDocument();
      expect(screen.getAllByRole('tooltip', { hidden: true })).toHaveLength(4);
    });

    it('uses the delays content sets', async () => {
      await renderSection(definition, { ...fixture, openDelay: 700, closeDelay: 300 });
      fireEvent.mouseEnter(cardTitled('Mindset and culture change'));
      advance(650);
      expect(previewOf('Mindset and culture change')).not.toHaveAttribute('data-open');
      advance(100);
      expect(previewOf('Mindset and culture change')).toHaveAttribute('data-open');
    });
  });
});
