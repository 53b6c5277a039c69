/**
 * /services/overview where the pointer, the finger and the phone meet it: a hover card's preview
 * opens inside its own card (it covers no other, and the card stays put), a touch screen or narrow
 * window shows the typical work in the card, and on a phone the four tabs show at once, two by two,
 * turning without moving the page.
 */
import type { Page } from '@playwright/test';
import { expect, islandOf, test } from './support';

const categories = (page: Page) => page.getByRole('region', { name: 'Service categories' }).getByRole('listitem');

test('a preview opens within its own card: the card below stays uncovered and the card does not move', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/services/overview');
  await islandOf(page, 'hoverCards');
  const cards = categories(page);
  await expect(cards).toHaveCount(6);
  // At 1440 px, three a row: the first card has the fourth below it.
  const card = cards.first().getByRole('article');
  const below = (await cards.nth(3).boundingBox())!;
  await card.scrollIntoViewIfNeeded();
  const before = (await card.boundingBox())!;
  await card.hover();
  const preview = page.getByRole('tooltip');
  await expect(preview).toBeVisible();
  const box = (await preview.boundingBox())!;
  const after = (await card.boundingBox())!;
  expect(after).toEqual(before);
  expect(box.y).toBeGreaterThanOrEqual(after.y);
  expect(box.y + box.height).toBeLessThanOrEqual(after.y + after.height);
  expect(box.x).toBeGreaterThanOrEqual(after.x);
  expect(box.x + box.width).toBeLessThanOrEqual(after.x + after.width);
  expect(box.y + box.height).toBeLessThan(below.y);
  // The card's own title stays in view above it.
  const title = (await card.getByRole('heading').boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(title.y + title.height);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('every card shows its typical work, with nothing to hover', async ({ page }) => {
    await page.goto('/services/overview');
    const cards = categories(page);
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) await expect(card.getByText('Typical work')).toBeVisible();
  });

  test('the four tabs show at once, two by two and each whole, and turn while the page stays put', async ({ page }) => {
    await page.clock.install();
    await page.goto('/services/overview');
    await islandOf(page, 'tabs');
    const tablist = page.getByRole('tablist');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(4);
    const row = (await tablist.boundingBox())!;
    const boxes = await Promise.all((await tabs.all()).map(async (tab) => (await tab.boundingBox())!));
    // Two rows of two, every tab inside the row's box: none cut off, none scrolled out of sight.
    expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(2);
    expect(new Set(boxes.map((box) => Math.round(box.x))).size).toBe(2);
    for (const box of boxes) {
      expect(box.x).toBeGreaterThanOrEqual(row.x - 1);
      expect(box.x + box.width).toBeLessThanOrEqual(row.x + row.width + 1);
    }
    expect(await tablist.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);

    // Read the panel while the tabs turn: every tab has its turn, and the page stays where it is.
    const top = Math.round(await tablist.evaluate((list) => list.getBoundingClientRect().top + window.scrollY));
    await page.evaluate((y) => window.scrollTo(0, y), top - 80);
    const timer = page.locator('[data-rotation-timer]');
    await expect(timer).toHaveCount(1);
    await page.clock.pauseAt(Date.now() + 1000);
    const seen = new Set<string>();
    for (let turn = 0; turn < 5; turn += 1) {
      await page.clock.runFor(5000);
      seen.add(await page.getByRole('tab', { selected: true }).innerText());
      expect(await page.evaluate(() => window.scrollY)).toBe(top - 80);
    }
    expect(seen.size).toBe(4);

    // Read on past them and they stop (review 30: panels changing out of sight); back, and they go on.
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    await expect(timer).toHaveCount(0);
    const left = await page.getByRole('tab', { selected: true }).innerText();
    await page.clock.runFor(15000);
    await expect(page.getByRole('tab', { selected: true })).toHaveText(left);
    await page.evaluate((y) => window.scrollTo(0, y), top - 80);
    await expect(timer).toHaveCount(1);
  });

  test('the arrow keys move along the tabs, wrapping from the last to the first', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/services/overview');
    await islandOf(page, 'tabs');
    await page.getByRole('tab', { selected: true }).focus();
    await page.keyboard.press('End');
    const last = page.getByRole('tab').last();
    await expect(last).toBeFocused();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(last).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab').first()).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('tabpanel').filter({ visible: true })).toHaveCount(1);
  });
});
