/**
 * Code that fails to arrive takes out only what it was for. Every page is whole HTML: an island
 * whose component cannot download stays as the server rendered it, readable; an enhancement that
 * cannot download leaves its sections as they came (a counter shows its final figure); nothing is
 * uncaught. After a new deploy the next page is simply the new version: there is no app to reload.
 */
import { errorsIn, expect, test } from './support';

const notLoadFailures = (text: string) => !/Failed to load resource/.test(text);

test('an island whose code cannot download stays as the server rendered it, whole and readable', async ({
  page,
  consoleEntries,
}) => {
  await page.route(/\/assets\/section-carousel-[\w-]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/about/overview');
  const carousel = page.locator('[data-island="carousel"]');
  await carousel.scrollIntoViewIfNeeded();
  // Every slide is there to read and to scroll through; only the buttons' script is missing.
  await expect(carousel.getByRole('group', { name: /of 6$/ })).toHaveCount(6);
  await expect(carousel.getByRole('group', { name: '1 of 6' })).toBeVisible();
  await expect(page.getByText(/All rights reserved\./)).toBeVisible();
  await expect
    .poll(() => errorsIn(consoleEntries).filter((entry) => notLoadFailures(entry.text)))
    .toEqual([
      expect.objectContaining({
        text: expect.stringMatching(/The carousel section stays as the server sent it: its code did not load/),
      }),
    ]);
  await expect(carousel).not.toHaveAttribute('data-hydrated', '');
  expect(errorsIn(consoleEntries).filter((entry) => entry.type === 'pageerror')).toEqual([]);
});

test('an enhancement that cannot download leaves its sections as the server sent them: the figures show', async ({
  page,
  consoleEntries,
}) => {
  await page.route(/\/assets\/(count-up|enhance-stats|enhance-hero)-[\w-]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/about/overview');
  const figures = page.locator('[data-counter]');
  await figures.first().scrollIntoViewIfNeeded();
  await expect(figures).toHaveText(['3', '50+', '6']);
  for (const figure of await figures.all()) await expect(figure).toBeVisible();
  expect(errorsIn(consoleEntries).filter((entry) => entry.type === 'pageerror')).toEqual([]);
});

test('a visitor whose clock is a year ahead gets the page without a console error', async ({
  page,
  consoleEntries,
}) => {
  await page.clock.setFixedTime(new Date(Date.now() + 366 * 24 * 60 * 60 * 1000));
  await page.goto('/');
  const year = String(new Date().getFullYear());
  // The footer keeps the year the page was rendered in: the page is the server's HTML.
  await expect(page.getByText(/All rights reserved\./)).toContainText(year);
  // The islands hydrate as they wake, without a mismatch.
  for (const island of await page.locator('[data-island]').all()) {
    await island.scrollIntoViewIfNeeded();
    await expect(island).toHaveAttribute('data-hydrated', '');
  }
  expect(errorsIn(consoleEntries)).toEqual([]);
});
