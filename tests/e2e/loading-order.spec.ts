/**
 * What a page fetches to be whole: its HTML, its stylesheet and fonts, one small runtime script and
 * the enhancements its sections declare, all of them after the first paint (read from the browser's
 * own timings). React comes only to a page with an island, and only once an island wakes. The policy
 * allows scripts from the site, and by its hash each inline script the page carries (the loader, the
 * arrival mark for the page fade and the speculation rules), nothing else inline.
 */
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support';

const timingsOf = (page: Page) =>
  page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
      .filter((resource) => resource.path.endsWith('.js')),
  }));

async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
  });
}

for (const route of ['/privacy-policy', '/services/consulting', '/courses/mr-bootcamps']) {
  test(`${route}: a page without islands runs its runtime and its enhancements, and never loads React`, async ({
    page,
  }) => {
    const response = await page.goto(route);
    await scrollThrough(page);
    const { firstPaint, scripts } = await timingsOf(page);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => /\/(react|react-dom|hydrator|app)-/.test(script.path))).toEqual([]);
    // Nothing is asked for before the page has painted: the scripts follow the page, never delay it.
    expect(firstPaint, 'the page painted').toBeDefined();
    expect(scripts.filter((script) => script.start < (firstPaint ?? 0))).toEqual([]);
    // One script by address, the page's runtime; everything it needs comes from the site.
    await expect(page.locator('script[src]')).toHaveCount(1);
    const inline = await page
      .locator('script:not([src]):is(:not([type]), [type="module"], [type="speculationrules"])')
      .evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));
    expect(inline).toHaveLength(3);
    const hashes = inline.map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(/script-src ([^;]*)/.exec(policy)?.[1]?.split(' ').sort()).toEqual(
      ["'self'", "'inline-speculation-rules'", ...hashes].sort(),
    );
  });
}

test('/: a page of islands loads React after its first paint, as its islands wake', async ({ page }) => {
  await page.goto('/');
  await scrollThrough(page);
  await expect(page.locator('[data-island="contactForm"]')).toHaveAttribute('data-hydrated', '');
  const { firstPaint, scripts } = await timingsOf(page);
  expect(firstPaint, 'the page painted').toBeDefined();
  const react = scripts.filter((script) => /\/react-[\w-]+\.js$/.test(script.path));
  expect(react).toHaveLength(1);
  expect(react[0]!.start).toBeGreaterThanOrEqual(firstPaint ?? 0);
});
