/** Shared helpers for the browser tests. */
import { expect, test as base, type Page, type Route } from '@playwright/test';

/** Every read the browser makes from the content service (Sanity's query API). */
export const CONTENT_QUERY = /\/v[^/]+\/data\/query\/production/;

export interface ConsoleEntry {
  type: string;
  text: string;
}

/**
 * Pages that wait for hydration after each navigation by `goto` (html[data-hydrated], set once
 * the page's sections are interactive), unless JavaScript is off; and a record of the console,
 * so tests can assert what was (and was not) logged.
 */
export const test = base.extend<{ consoleEntries: ConsoleEntry[] }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
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

/** Holds every content read until `release()` is called. */
export async function holdContent(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(CONTENT_QUERY, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Answers every content read as if the dataset had no such document. */
export async function serveNoContent(page: Page): Promise<void> {
  await page.route(CONTENT_QUERY, (route) => route.fulfill({ status: 200, json: { ms: 1, query: '', result: null } }));
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

type Json = Record<string, unknown>;

/**
 * Lets the real content service answer, then edits the document before the
 * page sees it: partial or odd content, exactly as a CMS might send it.
 */
export async function editContent(page: Page, edit: (document: Json) => void): Promise<void> {
  await page.route(CONTENT_QUERY, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { result: Json | null };
    if (body.result) edit(body.result);
    await route.fulfill({ response, json: body });
  });
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

/** Follows a link within the app, as a click on one of the page's links would; the address may then change. */
export async function followInApp(page: Page, href: string): Promise<void> {
  await page.evaluate((target) => {
    const link = document.createElement('a');
    link.href = target;
    link.textContent = 'test navigation';
    // Outside React's root: clicking an element React did not render, inside a part still hydrating,
    // would make React hydrate it at once and find markup it never rendered.
    document.body.append(link);
    link.click();
    link.remove();
  }, href);
}

/**
 * Navigates within the app, as a click on a link in a page would: the page
 * renders in the browser, through the content states a first visit skips
 * (server-rendered pages arrive with their content).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await followInApp(page, path);
  await expect(page).toHaveURL(path);
}

/**
 * Opens a page the way a visitor arriving from another page of the site would:
 * loads a fixed-copy page (which reads no content), then navigates in the app.
 * Content routes set up beforehand see the page's own read.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.goto('/buy');
  await navigateInApp(page, path);
}
