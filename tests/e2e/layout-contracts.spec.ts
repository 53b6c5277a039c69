/**
 * Computed-style contracts over every route, from the smallest phone to a wide laptop: no page
 * scrolls sideways, every header control is whole on screen, every control drawn as a button
 * is tall enough to hit (36 px; 44 px on phones) with room beside its text, and the cities along the
 * footer's top edge stand clear of the page's content. These would have
 * failed the day every call-to-action button lost its height and padding.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { measureLayout } from './layout-measures';
import { expect, test } from './support';

const { pages } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../dist/client/routes.json'), 'utf8')) as {
  pages: string[];
};

/** Widths in px, largest first: the page is loaded once, at the first, and resized. */
const WIDTHS = [1440, 1280, 1024, 768, 390, 320];
/** Below the tablet breakpoint a control is touched with a finger: 44 px (WCAG 2.5.5, Apple and Android guidance). */
const minimumHeight = (width: number) => (width < 768 ? 44 : 36);

test.use({ viewport: { width: WIDTHS[0]!, height: 900 } });

for (const route of [...pages, '/no-such-page']) {
  test(`${route}: no sideways scroll, header whole, buttons of a usable size, from 320 to 1440 px`, async ({
    page,
  }) => {
    await page.goto(route);
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      // Two frames: layout and any resize observers settle.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const found = await measureLayout(page, minimumHeight(width));
      if (found.overflow > 0) problems.push(`${width} px: the page is ${found.overflow} px wider than the window`);
      if (found.belowFooter > 0) problems.push(`${width} px: ${found.belowFooter} px of empty page below the footer`);
      for (const control of found.headerOffScreen)
        problems.push(`${width} px: header control ${control} is off screen`);
      for (const button of found.crampedButtons) problems.push(`${width} px: ${button}`);
      if (found.skylineOverlap > 0)
        problems.push(`${width} px: the footer's skyline reaches ${found.skylineOverlap} px over the page's content`);
    }
    expect(problems).toEqual([]);
  });
}

test('the mobile menu, open at 320 px, fits the window and its controls are large enough', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  const found = await measureLayout(page, 44);
  expect(found).toMatchObject({ overflow: 0, belowFooter: 0, headerOffScreen: [], crampedButtons: [] });
});

test('a page shorter than the window keeps its footer at the bottom, with no strip below it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 2400 });
  await page.goto('/no-such-page');
  expect((await measureLayout(page, 36)).belowFooter).toBe(0);
  const footer = await page.getByRole('contentinfo').boundingBox();
  expect(footer!.y + footer!.height).toBeCloseTo(2400, 0);
});

/**
 * Three tiers of button, no more (docs/design.md): primary solid (brand blue, or white on a navy
 * panel), secondary outline (no fill, an edge) and the tertiary text link. Every call-to-action link
 * on every page is one of them: a pale filled button would read as a fourth.
 */
test('every button on every page is a primary solid, a secondary outline or tertiary words', async ({ page }) => {
  // A sweep of every route in one test: about 1 s a route, 5 s allowed (a busy machine).
  test.setTimeout(pages.length * 5_000);
  const BRAND_7 = 'rgb(17, 107, 152)';
  const WHITE = 'rgb(255, 255, 255)';
  const NONE = 'rgba(0, 0, 0, 0)';
  const problems: string[] = [];
  for (const route of pages) {
    await page.goto(route);
    const buttons = await page
      .getByRole('main')
      .locator('a[data-variant]')
      .evaluateAll((links) =>
        links.map((link) => {
          const style = getComputedStyle(link);
          return {
            label: (link.textContent ?? '').trim(),
            variant: link.getAttribute('data-variant'),
            fill: style.backgroundColor,
            edge: style.borderTopColor,
          };
        }),
      );
    for (const { label, variant, fill, edge } of buttons) {
      const tier =
        (variant === 'filled' && fill === BRAND_7) ||
        (variant === 'white' && fill === WHITE) ||
        (variant === 'outline' && fill === NONE && edge === BRAND_7) ||
        (variant === 'text' && fill === NONE && edge === NONE) ||
        (variant === 'outline-white' && fill === NONE && edge !== NONE);
      if (!tier) problems.push(`${route}: '${label}' is ${variant}, filled ${fill}, edged ${edge}`);
    }
  }
  expect(problems).toEqual([]);
});
