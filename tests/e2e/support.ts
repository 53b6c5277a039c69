/** Shared helpers for the browser tests. */
import { expect, test as base, type Locator, type Page } from '@playwright/test';

/** Every read the browser makes from the content service (Sanity's query API). */
export const CONTENT_QUERY = /\/v[^/]+\/data\/query\/production/;

export interface ConsoleEntry {
  type: string;
  text: string;
}

/**
 * Pages that wait for the page's own scripts after each `goto` (html[data-ready]: the shell and
 * the sections' enhancements have run; islands wake on their own schedule, see islandOf), unless
 * JavaScript is off; and a record of the console, so tests can assert what was (and was not) logged.
 */
export const test = base.extend<{ consoleEntries: ConsoleEntry[] }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false) await page.locator('html[data-ready]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
  },
  consoleEntries: async ({ page }, use) => {
    const entries: ConsoleEntry[] = [];
    page.on('console', (message) => entries.push({ type: message.type(), text: message.text() }));
    page.on('pageerror', (error) => entries.push({ type: 'pageerror', text: error.message }));
    await use(entries);
  },
});
export { expect };

export function errorsIn(entries: ConsoleEntry[]): ConsoleEntry[] {
  return entries.filter((entry) => entry.type === 'error' || entry.type === 'pageerror');
}

export interface CounterFrame {
  /** performance.now() when the text changed. */
  at: number;
  /** Which counter, in document order. */
  counter: number;
  text: string;
}

/**
 * Records every text the page's counters show, with its time, from before the page's own scripts
 * run (call before `goto`; the server's own text, as the parser inserts it, comes first). A count
 * is then checked from what the visitor saw, however busy the machine: sampling after the page
 * loads can miss a count that has not started, or has finished.
 * Returns a reader of what has been recorded so far.
 */
export async function recordCounterTexts(page: Page): Promise<() => Promise<CounterFrame[]>> {
  await page.addInitScript(() => {
    const frames: { at: number; counter: number; text: string }[] = [];
    Object.assign(window, { counterFrames: frames });
    new MutationObserver((records) => {
      for (const record of records) {
        const node = record.target instanceof Element ? record.target : record.target.parentElement;
        const counter = node?.closest('[data-counter]');
        if (!counter) continue;
        const index = [...document.querySelectorAll('[data-counter]')].indexOf(counter);
        frames.push({ at: performance.now(), counter: index, text: counter.textContent ?? '' });
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { counterFrames: CounterFrame[] }).counterFrames);
}

/** Counts the content reads a page makes, by document type. */
export function countContentReads(page: Page): Map<string, number> {
  const reads = new Map<string, number>();
  page.on('request', (request) => {
    if (!CONTENT_QUERY.test(request.url())) return;
    const type = new URL(request.url()).searchParams.get('$type') ?? '?';
    reads.set(type, (reads.get(type) ?? 0) + 1);
  });
  return reads;
}

/**
 * A section that hydrates as an island, once it has: scrolled to (an island may wake when it comes
 * near the screen) and waited for until its own root has hydrated.
 */
export async function islandOf(page: Page, type: string, nth = 0): Promise<Locator> {
  const island = page.locator(`[data-island="${type}"]`).nth(nth);
  await island.scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute('data-hydrated', '');
  return island;
}

/**
 * Adds a link to `href` on the page, fixed over everything so a real click reaches it whatever the
 * page's layout, and returns it: a link the site itself may not have, followed as a visitor would.
 */
export async function addLinkOverPage(page: Page, href: string, name: string): Promise<Locator> {
  await page.evaluate(
    ([target, text]) => {
      const link = document.createElement('a');
      link.href = target;
      link.textContent = text;
      link.style.cssText = 'position: fixed; top: 45%; left: 1rem; z-index: 10000; background: #fff; padding: 1rem';
      document.body.append(link);
    },
    [href, name] as const,
  );
  return page.getByRole('link', { name });
}
