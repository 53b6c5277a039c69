/**
 * A link the visitor points at is prefetched (its manifest, section code and
 * content), so following it renders the new page at once: nothing is fetched
 * after the click, and the page is on screen within 100 ms.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support';

const DESTINATIONS = ['/about/overview', '/services/consulting', '/contact', '/services/overview', '/about/overview'];
const BUDGET_MS = 100;

test('a prefetched page renders within 100 ms of the click, with nothing fetched after it', async ({
  page,
}, testInfo) => {
  const timings: number[] = [];
  for (const href of DESTINATIONS) {
    await page.goto('/');
    const link = page.locator(`main a[href="${href}"]`).first();
    await link.scrollIntoViewIfNeeded();
    // Pointing at the link prefetches its page; wait until the network is quiet again.
    const quiet = networkQuiet(page);
    await link.hover();
    await quiet;

    const fetchedAfterClick: string[] = [];
    page.on('request', (request) => {
      // The browser fetches the tab's icon on its own after a history change; the page asks for nothing.
      if (!request.url().endsWith('/favicon.svg')) fetchedAfterClick.push(request.url());
    });
    const elapsed = await link.evaluate(async (anchor: HTMLAnchorElement) => {
      const before = document.querySelector('h1')?.textContent;
      const target = new URL(anchor.href).pathname;
      const start = performance.now();
      anchor.click();
      await new Promise<void>((resolve) => {
        const check = () => {
          const heading = document.querySelector('main h1');
          if (window.location.pathname === target && heading && heading.textContent !== before) resolve();
          else requestAnimationFrame(check);
        };
        check();
      });
      return performance.now() - start;
    });
    page.removeAllListeners('request');
    expect(fetchedAfterClick, `requests after clicking ${href}`).toEqual([]);
    timings.push(elapsed);
  }
  const median = [...timings].sort((a, b) => a - b)[Math.floor(timings.length / 2)] ?? Infinity;
  testInfo.annotations.push({ type: 'click to render (ms)', description: timings.map(Math.round).join(', ') });
  // The median of several clicks: one slow frame on a busy machine is not a slow site.
  expect(median).toBeLessThan(BUDGET_MS);
});

/** Resolves once a request has started and no request has been in flight for 500 ms. */
async function networkQuiet(page: Page): Promise<void> {
  let inFlight = 0;
  let started = false;
  page.on('request', () => ((started = true), (inFlight += 1)));
  const done = () => (inFlight -= 1);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (!started || inFlight > 0) quietSince = Date.now();
        return Date.now() - quietSince;
      },
      { intervals: [100], timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(500);
  page.removeAllListeners('request');
  page.removeAllListeners('requestfinished');
  page.removeAllListeners('requestfailed');
}
