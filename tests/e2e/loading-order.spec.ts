/**
 * What a slow phone fetches before it can paint: the stylesheet, and no script at
 * all. The entry (about a kilobyte gzipped) is in the HTML, allowed by its hash in the
 * CSP; the app's chunks are requested only once the page has painted (read from
 * the browser's own timings).
 */
import { createHash } from 'node:crypto';
import { expect, test } from './support';

const ROUTES = ['/', '/services/consulting', '/contact'];

for (const route of ROUTES) {
  test(`${route}: the stylesheet is the only request before the first paint, the app's chunks come after it`, async ({
    page,
  }) => {
    const response = await page.goto(route);
    const timings = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      resources: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }));

    // The document names no script file: the entry is inline, after the stylesheet.
    await expect(page.locator('script[src]')).toHaveCount(0);
    // (Data such as the structured data's JSON-LD aside: the browser runs none of it.)
    const headOrder = await page
      .locator('head link[rel="stylesheet"], head script:not([type$="json"])')
      .evaluateAll((elements) => elements.map((element) => element.outerHTML.slice(0, 30)));
    expect(headOrder).toEqual([
      expect.stringMatching(/^<link rel="stylesheet"/),
      expect.stringMatching(/^<script type="module">\S/),
    ]);

    // The policy allows exactly that script, by its hash: no 'unsafe-inline'.
    const entry = (await page.locator('head script[type="module"]').textContent()) ?? '';
    const hash = createHash('sha256').update(entry).digest('base64');
    const scriptSources = /script-src ([^;]*)/.exec(response?.headers()['content-security-policy'] ?? '')?.[1];
    expect(scriptSources).toBe(`'self' 'sha256-${hash}'`);

    expect(timings.firstPaint, 'the page painted').toBeDefined();
    const scripts = timings.resources.filter((resource) => resource.path.endsWith('.js'));
    expect(scripts.length, 'the app loaded after the paint').toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.start, `${script.path} requested after the first paint`).toBeGreaterThanOrEqual(
        timings.firstPaint ?? 0,
      );
    }
  });
}
