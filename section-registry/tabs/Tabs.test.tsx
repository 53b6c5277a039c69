import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSection } from '../../tests/render';
import fixture from './fixture.json';
import definition from './index';
import { tabsSchema } from './schema';

const ROTATE_MS = fixture.rotateMs;

function selectedTab(): string | null {
  return screen.getByRole('tab', { selected: true }).textContent;
}

/**
 * The panel on show. Every panel is in the document (without JavaScript they all show);
 * the stylesheet hides all but the chosen one, which jsdom does not apply, so it is found
 * by what the stylesheet keys on, and checked to belong to the selected tab.
 */
function activePanel(): HTMLElement {
  const shown = screen.getAllByRole('tabpanel').filter((panel) => panel.dataset.active !== undefined);
  expect(shown).toHaveLength(1);
  const panel = shown[0]!;
  expect(panel.getAttribute('aria-labelledby')).toBe(screen.getByRole('tab', { selected: true }).id);
  return panel;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('tabs section', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows a tab per service and the first tab's panel: description, ticked features, button and metrics", async () => {
    await renderSection(definition, fixture);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Consulting',
      'Organisational design',
      'Mindset and culture change',
      'Transformation and change',
    ]);
    const panel = activePanel();
    expect(within(panel).getByRole('heading', { level: 3, name: 'Consulting' })).toBeVisible();
    expect(within(panel).getByText(/Independent, evidence-led advice/)).toBeVisible();
    expect(within(panel).getByText('Board and executive facilitation')).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Explore Consulting' })).toHaveAttribute(
      'href',
      '/services/consulting',
    );
    expect(within(panel).getByText('Typical consulting engagement')).toBeVisible();
    expect(within(panel).getByText('8 to 12 weeks')).toBeVisible();
    expect(within(panel).getByRole('progressbar', { name: 'Typical consulting engagement: 60%' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
  });

  it('accepts a single metrics object, as content sends it, as well as a list', async () => {
    await renderSection(definition, {
      items: [
        {
          title: 'Quality Assurance',
          metrics: { icon: 'ShieldCheck', label: 'Audits completed', value: 320, progress: 80 },
        },
        {
          title: 'Resourcing',
          metrics: [
            { label: 'Associates available', value: 1200, progress: 70 },
            { label: 'Placement success', value: '96%', progress: 96 },
          ],
        },
      ],
    });
    expect(within(activePanel()).getByRole('progressbar', { name: 'Audits completed: 80%' })).toBeInTheDocument();
    expect(within(activePanel()).getByText('320')).toBeVisible();

    fireEvent.click(screen.getByRole('tab', { name: 'Resourcing' }));
    const panel = activePanel();
    expect(within(panel).getAllByRole('progressbar')).toHaveLength(2);
    // Numbers are shown as text, grouped the British way.
    expect(within(panel).getByText('1,200')).toBeVisible();
    expect(within(panel).getByRole('progressbar', { name: 'Placement success: 96%' })).toBeInTheDocument();
  });

  it('shows the button only when it has a label, leading to the contact page by default', async () => {
    await renderSection(definition, fixture);
    fireEvent.click(screen.getByRole('tab', { name: 'Mindset and culture change' }));
    expect(within(activePanel()).queryByRole('link')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Transformation and change' }));
    expect(within(activePanel()).getByRole('link', { name: 'Discuss Your Programme' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('moves to the next tab every rotateMs and wraps from the last to the first', async () => {
    await renderSection(definition, fixture);
    expect(selectedTab()).toBe('Consulting');
    advance(ROTATE_MS - 1);
    expect(selectedTab()).toBe('Consulting');
    advance(1);
    expect(selectedTab()).toBe('Organisational design');
    advance(ROTATE_MS * 2);
    expect(selectedTab()).toBe('Transformation and change');
    advance(ROTATE_MS);
    expect(selectedTab()).toBe('Consulting');
    expect(within(activePanel()).getByText(/Independent, evidence-led advice/)).toBeVisible();
  });

  it('selects a clicked tab and stops rotating: the visitor is reading it (until they resume)', async () => {
    await renderSection(definition, fixture);
    advance(ROTATE_MS - 1000);
    fireEvent.click(screen.getByRole('tab', { name: 'Mindset and culture change' }));
    expect(selectedTab()).toBe('Mindset and culture change');
    expect(
      within(activePanel()).getByText('Programme participants applying new skills 90 days on, 2024'),
    ).toBeVisible();
    advance(ROTATE_MS * 3);
    expect(selectedTab()).toBe('Mindset and culture change');
    fireEvent.click(screen.getByRole('button', { name: 'Resume rotation' }));
    advance(ROTATE_MS);
    expect(selectedTab()).toBe('Transformation and change');
  });

  it('moves along the tabs with the arrow keys, Home and End, wrapping at the ends', async () => {
    await renderSection(definition, fixture);
    const first = screen.getByRole('tab', { name: 'Consulting' });
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(selectedTab()).toBe('Transformation and change');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Transformation and change' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(selectedTab()).toBe('Consulting');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(selectedTab()).toBe('Transformation and change');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(selectedTab()).toBe('Consulting');
    // Only the selected tab is in the tab order; the others are reached with the arrows.
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
  });

  it('refuses a rotation faster than once a second, rotating every 5 s instead', async () => {
    expect(tabsSchema.safeParse({ rotateMs: 5 }).success).toBe(false);
    expect(tabsSchema.safeParse({ rotateMs: 0 }).success).toBe(true);
    await renderSection(definition, { ...fixture, rotateMs: 5 });
    advance(4999);
    expect(selectedTab()).toBe('Consulting');
    advance(1);
    expect(selectedTab()).toBe('Organisational design');
  });

  it('draws the time left on the turning tab, over one turn, and none while the rotation is paused', async () => {
    const { container } = await renderSection(definition, fixture);
    const timer = () => container.querySelectorAll('[data-rotation-timer]');
    expect(timer()).toHaveLength(1);
    expect(screen.getByRole('tab', { selected: true }).contains(timer()[0]!)).toBe(true);
    expect((timer()[0] as HTMLElement).style.animationDuration).toBe(`${ROTATE_MS}ms`);
    advance(ROTATE_MS);
    expect(screen.getByRole('tab', { name: 'Organisational design' }).contains(timer()[0]!)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Pause rotation' }));
    expect(timer()).toHaveLength(0);
  });

  it('stops rotating when the visitor pauses it, and resumes when asked', async () => {
    await renderSection(definition, fixture);
    fireEvent.click(screen.getByRole('button', { name: 'Pause rotation' }));
    expect(screen.queryByRole('button', { name: 'Pause rotation' })).not.toBeInTheDocument();
    advance(ROTATE_MS * 3);
    expect(selectedTab()).toBe('Consulting');

    fireEvent.click(screen.getByRole('button', { name: 'Resume rotation' }));
    advance(ROTATE_MS);
    expect(selectedTab()).toBe('Organisational design');
  });

  it('turns only while the tabs are on screen, and goes on when they come back', async () => {
    // jsdom has no IntersectionObserver: one the test drives stands in for the browser's.
    let report: (visible: boolean) => void = () => {};
    class Observer {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        report = (visible) => act(() => callback([{ isIntersecting: visible }]));
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', Observer);
    try {
      await renderSection(definition, fixture);
      report(false);
      advance(ROTATE_MS * 3);
      expect(selectedTab()).toBe('Consulting');
      report(true);
      advance(ROTATE_MS);
      expect(selectedTab()).toBe('Organisational design');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('pauses while the pointer rests on the tabs or the panel, and goes on when it leaves', async () => {
    await renderSection(definition, fixture);
    fireEvent.pointerEnter(screen.getByRole('tablist').parentElement!);
    advance(ROTATE_MS * 3);
    expect(selectedTab()).toBe('Consulting');
    fireEvent.pointerLeave(screen.getByRole('tablist').parentElement!);
    advance(ROTATE_MS);
    expect(selectedTab()).toBe('Organisational design');
  });

  it('pauses while focus is inside the tabs', async () => {
    await renderSection(definition, fixture);
    act(() => screen.getByRole('tab', { name: 'Consulting' }).focus());
    advance(ROTATE_MS * 2);
    expect(selectedTab()).toBe('Consulting');
    act(() => screen.getByRole('button', { name: 'Pause rotation' }).focus());
    advance(ROTATE_MS);
    expect(selectedTab()).toBe('Organisational design');
  });

  it('never rotates for visitors who prefer reduced motion, and offers no toggle', async () => {
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMedia(query),
      matches: query === '(prefers-reduced-motion: reduce)',
    }));
    await renderSection(definition, fixture);
    advance(ROTATE_MS * 3);
    expect(selectedTab()).toBe('Consulting');
    expect(screen.queryByRole('button', { name: /rotation/ })).not.toBeInTheDocument();
  });

  it('does not rotate when rotateMs is 0', async () => {
    await renderSection(definition, { ...fixture, rotateMs: 0 });
    advance(60000);
    expect(selectedTab()).toBe('Consulting');
    expect(screen.queryByRole('button', { name: /rotation/ })).not.toBeInTheDocument();
  });

  it('renders nothing without tabs', async () => {
    const { container } = await renderSection(definition, {});
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps what fits when content sends wrongly typed fields', async () => {
    await renderSection(definition, {
      rotateMs: 'fast',
      items: [
        { title: 'Quality Assurance', description: 7, features: ['Independent assurance reviews'] },
        { title: 'Resourcing', metrics: { label: 'Associates available', value: 150, progress: 140 } },
      ],
    });
    expect(within(activePanel()).getByText('Independent assurance reviews')).toBeVisible();
    expect(screen.queryByText('7')).not.toBeInTheDocument();
    // rotateMs fell back to its default of 5000 ms.
    advance(5000);
    expect(selectedTab()).toBe('Resourcing');
    // An out-of-range progress is dropped; the metric still shows its label and value.
    const panel = activePanel();
    expect(within(panel).getByText('Associates available')).toBeVisible();
    expect(within(panel).getByText('150')).toBeVisible();
    expect(within(panel).queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
