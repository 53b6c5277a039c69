import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import definition from './index';

function cardTitled(title: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 3, name: title });
  // The element that watches the pointer: the card and the preview that opens above it.
  const card = heading.closest<HTMLElement>('.mantine-Card-root')?.parentElement;
  if (!card) throw new Error(`No card around "${title}"`);
  return card;
}

describe('hover cards section', () => {
  it('shows every category on its card: icon, title and description', async () => {
    await renderSection(definition, fixture);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(within(items[0]!).getByRole('heading', { level: 3, name: 'Strategy & Consulting' })).toBeVisible();
    expect(within(items[0]!).getByText(/Independent advice on strategy/)).toBeVisible();
    expect(items[0]!.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
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

    it('opens only after the open delay, with the full title and description', async () => {
      await renderSection(definition, fixture);
      fireEvent.mouseEnter(cardTitled('Organisational Design'));
      act(() => {
        vi.advanceTimersByTime(150);
      });
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

      act(() => {
        vi.advanceTimersByTime(60);
      });
      const preview = screen.getByRole('tooltip');
      expect(within(preview).getByText('Organisational Design')).toBeVisible();
      expect(within(preview).getByText(/Structures, roles and governance/)).toBeVisible();
    });

    it('closes only after the close delay once the pointer leaves', async () => {
      await renderSection(definition, fixture);
      const card = cardTitled('Learning & Development');
      fireEvent.mouseEnter(card);
      act(() => {
        vi.advanceTimersByTime(250);
      });
      expect(screen.getByRole('tooltip')).toBeInTheDocument();

      fireEvent.mouseLeave(card);
      act(() => {
        vi.advanceTimersByTime(50);
      });
      expect(screen.getByRole('tooltip')).toBeInTheDocument();

      act(() => {
        vi.advanceTimersByTime(60);
      });
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    });

    it('uses the delays content sets', async () => {
      await renderSection(definition, { ...fixture, openDelay: 700, closeDelay: 300 });
      fireEvent.mouseEnter(cardTitled('Mindset & Culture Change'));
      act(() => {
        vi.advanceTimersByTime(650);
      });
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(100);
      });
      expect(screen.getByRole('tooltip')).toBeInTheDocument();
    });
  });
});
