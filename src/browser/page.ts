/**
 * Every page's one script (index.html): small, plain TypeScript. It runs the shell's enhancements
 * (the header, the menus), then what the page's sections need (src/page-scripts.ts): their
 * enhancements, their islands, or, on the rare page that needs it, the whole client app.
 * Navigation is the browser's: links load whole pages (prerendered on intent, see the page's
 * speculation rules), the back/forward cache and scroll restoration are the browser's own.
 */
// The site's one stylesheet starts here (the build gathers every section's styles into it too).
import '../shell/fonts.css';
import '../shell/mantine-styles';
import '../shell/global.css';
// The preview banner's rules: the server writes the banner into preview pages only, outside the app.
import '../shell/preview-banner.css';
import { enhanceShell } from '../shell/enhance';
import { PAGE_SCRIPTS_ID, type PageScripts } from '../page-scripts';
// Statically: a bundled dynamic import would bring Vite's preload helper to every page.
import { wakeIslands } from './islands';

function readScripts(): PageScripts {
  const text = document.getElementById(PAGE_SCRIPTS_ID)?.textContent;
  if (!text) return { enhancements: [] };
  try {
    return JSON.parse(text) as PageScripts;
  } catch (error) {
    console.error('The page could not read which scripts it needs; it stays as the server sent it.', error);
    return { enhancements: [] };
  }
}

/** The whole client app's module (src/client/start.tsx). */
interface AppModule {
  rendered: Promise<void>;
}

interface EnhancementModule {
  enhance: (root: ParentNode) => void;
}

async function run(): Promise<void> {
  const scripts = readScripts();
  if (scripts.notFound) console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  if (scripts.app) {
    // The app hydrates the whole page and runs the sections' enhancements (src/client/start.tsx); the
    // shell's wait until it has, as nothing may change the HTML React hydrates before it does.
    for (const entry of scripts.app) {
      const module = (await import(/* @vite-ignore */ entry)) as Partial<AppModule>;
      await module.rendered;
    }
    enhanceShell();
    document.documentElement.dataset.ready = '';
    return;
  }
  enhanceShell();
  await Promise.all(
    scripts.enhancements.map(async (url) => {
      try {
        ((await import(/* @vite-ignore */ url)) as EnhancementModule).enhance(document);
      } catch (error) {
        console.error(`${url} did not load: the sections it enhances stay as the server sent them.`, error);
        // What waited for it shows as it is: a figure waiting to count shows its final value.
        for (const pending of document.querySelectorAll('[data-pending]')) pending.removeAttribute('data-pending');
      }
    }),
  );
  if (scripts.hydrator) wakeIslands(scripts.hydrator);
  // For tests and tools: the page's own scripts have run (islands wake on their own schedule).
  document.documentElement.dataset.ready = '';
}

/** The longest a shown page waits for its first paint's entry before it starts anyway. */
const FIRST_PAINT_WAIT_MS = 1000;

/**
 * Runs `start` once the shown page's first frame is on screen: its first-contentful-paint entry, which a
 * prerendered page records only once it is shown. A frame's callback was not enough: hydrating the
 * services tabs in the task after it still held that frame back (30 to 40 ms after the click where the
 * same page without scripts painted, in the bench's navigation after hover). The inline loader waits the
 * same way on a first visit (start-after-paint.ts); it is serialised into the page, so it cannot share this.
 */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    setTimeout(start, 0);
  };
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(once, FIRST_PAINT_WAIT_MS);
}

// A prerendered page (Speculation Rules) waits to be shown before it starts anything that moves, and
// then for its first paint: the click that showed it is answered by the page itself, on screen, before
// its enhancements and islands take the main thread.
if ((document as Document & { prerendering?: boolean }).prerendering) {
  document.addEventListener('prerenderingchange', () => afterFirstPaint(() => void run()), { once: true });
} else {
  void run();
}
