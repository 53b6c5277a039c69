/**
 * The browser for navigation after hover: Chromium driven by Puppeteer (it comes with Lighthouse).
 * Not Playwright: Chromium never prerenders for a page that a DevTools client has attached to
 * without tab targets (PrerenderingDisabledByDevTools), and Playwright attaches so; Puppeteer
 * attaches through the tab, so Speculation Rules prerender as they do for visitors, and its page
 * follows the tab into the prerendered page when that is activated. Each visit gets a fresh
 * browser context: an empty cache, a first visit.
 */
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM_PATH, VIEWPORT } from './browser';

/**
 * The window is the viewport: no viewport emulation (Emulation.setDeviceMetricsOverride, which
 * Puppeteer's defaultViewport sets). Under it, this Chromium held back the presentation of frames
 * on the site's pages, by one to three seconds while typing (measured against an unemulated window
 * and against Playwright's emulation, which showed nothing of the kind), and a first paint is a
 * presentation time.
 */
export function launchSpeculatingBrowser(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      `--window-size=${VIEWPORT.width},${VIEWPORT.height}`,
    ],
    defaultViewport: null,
  });
}

export interface SpeculatingVisit {
  page: Page;
  close: () => Promise<void>;
}

export async function newSpeculatingVisit(browser: Browser, reducedMotion: boolean): Promise<SpeculatingVisit> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.evaluateOnNewDocument('self.__name = (target) => target;');
  if (reducedMotion) await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  return { page, close: () => context.close() };
}
