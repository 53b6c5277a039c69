/**
 * The browser entry: about a kilobyte gzipped, that waits for the page to paint
 * (without even reading the page's state), then fetches the app's and the
 * page's own chunks in parallel, and evaluates the app chunk by chunk, a task
 * each (React with React DOM, the router, ..., the app): evaluated together
 * they would be one long task that a tap on a slow phone waits behind.
 *
 * The build writes it into each page as an inline script (server/inline-entry.ts:
 * no script request before the first paint; the CSP allows it by its hash), so it
 * must import no module statically (the build refuses one): CSS only.
 */
import './shell/fonts.css';
import './shell/mantine-styles';
import './shell/global.css';
// The preview banner's rules: the server writes the banner into preview pages only, outside the app (src/shell/PreviewBanner.tsx).
import './shell/preview-banner.css';
import { afterFirstPaint } from './lib/after-first-paint';
import { loadEntryChunk } from './lib/load-entry-chunk';
import type { PageState } from './page-state';
// Imported by nothing else in the browser, so it stays in this chunk (a shared module would be a
// chunk of its own, which the inline entry could not import: the build would stop).
import { PAGE_STATE_ID } from './page-state-id';

/** Without a server-rendered page (the dev server's empty shell), the app from source. */
const DEV_ENTRIES = ['/src/client/start.tsx'];

function readPageState(): PageState | undefined {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageState;
  } catch (error) {
    console.error('The page state could not be read; the page will read its content itself.', error);
    return undefined;
  }
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** How many module preloads start per task. */
const PRELOADS_PER_TASK = 4;

afterFirstPaint(() => {
  const state = readPageState();
  window.pageState = state;
  void preloadInBatches(state?.modules ?? []).then(() => importInTurn(state?.entries ?? DEV_ENTRIES));
});

/**
 * Starts the page's chunks downloading, a few per task: Chrome starts each module
 * preload synchronously, about half a millisecond apiece on a fast machine, so the
 * twenty-odd a page needs, added at once, made one task too long for a phone.
 */
async function preloadInBatches(hrefs: string[]): Promise<void> {
  for (let start = 0; start < hrefs.length; start += PRELOADS_PER_TASK) {
    const hints = document.createDocumentFragment();
    for (const href of hrefs.slice(start, start + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      hints.append(link);
    }
    document.head.append(hints);
    await nextTask();
  }
}

async function importInTurn(entries: string[]): Promise<void> {
  for (const entry of entries) {
    // By URL, from the page: a bundled import would pull the bundler's loader into the entry.
    // Tried twice; a chunk gone after a deploy reloads the page, and without the app the
    // server's page stays as it is: the chunks after a missing one would fail too.
    if (!(await loadEntryChunk(entry))) {
      // Nothing will count them up now: show the figures the server wrote (section-registry/shared/Counter.tsx).
      for (const figure of document.querySelectorAll('[data-pending]')) figure.removeAttribute('data-pending');
      return;
    }
    await nextTask();
  }
}
