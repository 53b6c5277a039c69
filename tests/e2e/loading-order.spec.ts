/**
 * What a slow phone fetches before it can paint: the stylesheet first, the entry
 * (about a kilobyte) at low priority after it, and none of the app's
 * chunks until the page has painted (read from the browser's own timings).
 */
import { expect, test } from './support';

const ROUTES = ['/', '/services/consulting', '/contact'];

for (const route of ROUTES) {
  test(`${route}: the stylesheet comes first, the app's chunks only after the first paint`, async ({ page }) => {
    await page.goto(route);
    const timings = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      resources: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    const entryScript = page.locator('head script[type="module"]');
    await expect(entryScript).toHaveCount(1);
    await expect(entryScript).toHaveAttribute('fetchpriority', 'low');
    const entryPath = new URL((await entryScript.getAttribute('src')) ?? '', page.url()).pathname;

    // In the document, the stylesheet is asked for before the entry: the request that starts
    // first takes the connection that is already open.
    const headOrder = await page
      .locator('head link[rel="stylesheet"], head script[src]')
      .evaluateAll((elements) => elements.map((element) => element.tagName.toLowerCase()));
    expect(headOrder).toEqual(['link', 'script']);

    expect(timings.firstPaint, 'the page painted').toBeDefined();
    const scripts = timings.resources.filter((resource) => resource.path.endsWith('.js'));
    const appChunks = scripts.filter((resource) => resource.path !== entryPath);
    expect(appChunks.length, 'the app loaded after the paint').toBeGreaterThan(0);
    for (const chunk of appChunks) {
      expect(chunk.start, `${chunk.path} requested after the first paint`).toBeGreaterThanOrEqual(
        timings.firstPaint ?? 0,
      );
    }
  });
}
