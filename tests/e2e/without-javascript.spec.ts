/**
 * Progressive enhancement: with JavaScript off (as before it arrives on a slow
 * phone), every page is readable and every route is reachable from the menu.
 */
import { readPageSources } from '../../server/page-assets';
import { resolve } from 'node:path';
import { expect, test } from './support';

test.use({ javaScriptEnabled: false });

const routes = readPageSources(resolve(import.meta.dirname, '../../page-manifests'))
  .filter((page) => page.route !== '*' && page.sectionTypes.length > 0)
  .map((page) => page.route)
  .sort();

test('every route arrives whole: its heading and its content, never a loading state', async ({ page }) => {
  for (const route of routes) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), route).toHaveCount(1);
    await expect(page.getByText('Loading...'), route).toHaveCount(0);
    // Nor a notice that the site needs JavaScript: it doesn't.
    await expect(page.getByText(/needs JavaScript/i), route).toHaveCount(0);
    await expect(page.getByText(/^No data available/), route).toHaveCount(0);
    // Sections beyond the hero are there: a page is more than its heading.
    expect(await page.getByRole('main').getByRole('heading').count(), route).toBeGreaterThan(1);
  }
});

test.describe('on a wide screen', () => {
  test('the menu groups open on hover and on keyboard focus, reaching every page', async ({ page }) => {
    await page.goto('/buy');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Who We Are' }).hover();
    await expect(nav.getByRole('link', { name: 'Governance' })).toBeVisible();
    await nav.getByRole('button', { name: 'What We Do' }).focus();
    await expect(nav.getByRole('link', { name: 'Quality Assurance' })).toBeVisible();
    await nav.getByRole('link', { name: 'Quality Assurance' }).click();
    await expect(page).toHaveURL('/services/quality-assurance');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button opens the menu, which reaches every page in the menu', async ({ page }) => {
    await page.goto('/buy');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.locator('#mobile-menu');
    for (const name of ['Home', 'Overview', 'Reputation', 'Consulting', 'Courses', 'Associates', 'Contact']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Reputation' }).click();
    await expect(page).toHaveURL('/about/reputation');
  });
});

test('collapsed accordion panels open, and their text is readable', async ({ page }) => {
  await page.goto('/privacy-policy');
  const security = page.getByRole('main').locator('details > summary').filter({ hasText: 'Security' });
  await security.click();
  await expect(page.getByText(/Cyber Essentials Plus/).first()).toBeVisible();
});

test('interactive extras show their final, readable state', async ({ page }) => {
  await page.goto('/services/overview');
  // Every tab's panel, one after another (the tab buttons need JavaScript, so they are hidden).
  const panels = page.getByRole('tabpanel', { includeHidden: true });
  const count = await panels.count();
  expect(count).toBeGreaterThan(1);
  for (let index = 0; index < count; index++) await expect(panels.nth(index)).toBeVisible();

  await page.goto('/about/overview');
  // Counters show their final figures; the carousel is a row that scrolls by itself.
  await expect(page.locator('[data-counter]').first()).toBeVisible();
  await expect(page.locator('[data-counter]').first()).toHaveText('25+');
  const track = page.locator('[aria-roledescription="slide"]').first().locator('..');
  expect(await track.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto');
  await expect(page.getByRole('button', { name: 'Next slide' })).toBeHidden();
});

test('links are plain links', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Explore Our Services' }).click();
  await expect(page).toHaveURL('/services/overview');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
