/**
 * The browser for the bench's INP and loaded-bytes measures: Chromium driven by Playwright, whose
 * clicks and key presses go through the browser's own input pipeline (Input.dispatch*Event), as a
 * visitor's do, so the page sees trusted events with real timestamps. (Navigation after hover
 * needs another driver: see speculation-browser.ts.) Each visit gets a fresh browser context: an
 * empty cache, a first visit.
 */
import { chromium, type Browser, type Page } from 'playwright';

export const VIEWPORT = { width: 1440, height: 900 };
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH });
}

export interface Visit {
  page: Page;
  close: () => Promise<void>;
}

export interface VisitOptions {
  /** CPU slowdown (Emulation.setCPUThrottlingRate), 1 for none. */
  cpuSlowdown?: number;
}

export async function newVisit(browser: Browser, options: VisitOptions = {}): Promise<Visit> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  // tsx (esbuild's keepNames) wraps named functions in __name(); the functions Playwright
  // serialises into the page keep those calls, so every document gets a __name that does nothing.
  await page.addInitScript('self.__name = (target) => target;');
  if (options.cpuSlowdown && options.cpuSlowdown > 1) {
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
  }
  return { page, close: () => context.close() };
}

/** The page's main thread has had an idle moment after two frames: whatever the last input set off is done. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => done(), { timeout: 2000 }))),
      ),
  );
}
