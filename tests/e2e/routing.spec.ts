import type { Page } from '@playwright/test';
import { errorsIn, expect, test } from './support';

test('/services redirects to /services/overview, replacing the history entry', async ({ page }) => {
  await page.goto('/at-a-glance');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Services', exact: true }).click();
  await expect(page).toHaveURL('/services/overview');
  await page.goBack();
  await expect(page).toHaveURL('/at-a-glance');
});

test('loading /services directly lands on /services/overview', async ({ page }) => {
  await page.goto('/services');
  await expect(page).toHaveURL('/services/overview');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // No /services entry was left behind: one step back leaves the site.
  await page.goBack();
  expect(page.url()).not.toContain('/services');
});

test('an unknown path shows the not-found page with a link home and to the main sections, logs the attempt, and answers 404', async ({
  page,
  consoleEntries,
}) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect
    .poll(() =>
      errorsIn(consoleEntries)
        .map((entry) => entry.text)
        .join('\n'),
    )
    .toContain('/this/page/does-not-exist');
  // Beside the link home, the main sections, each a link a visitor can see, each named for where it goes
  // (four "Visit page" links read as unproofed, review 29).
  const onward = page.getByRole('region', { name: 'Find what you need' }).getByRole('link');
  await expect(onward).toHaveText(['See our services', 'See our courses', 'Read about us', 'Get in touch']);
  for (const [index, href] of ['/services/overview', '/courses', '/about/overview', '/contact'].entries())
    await expect(onward.nth(index)).toHaveAttribute('href', href);
  await page.getByRole('link', { name: 'Return to the home page' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('every route change starts the new page at the top', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.getByRole('contentinfo').getByRole('link', { name: 'At a glance' }).click();
  await expect(page).toHaveURL('/at-a-glance');
  await expect(page.getByRole('heading', { level: 1, name: 'At a glance' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('each page sets its document title and meta description from its manifest', async ({ page }) => {
  await page.goto('/at-a-glance');
  await expect(page).toHaveTitle('At a glance | Mindrise Consulting');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /20 years of experience/);
  await page.getByRole('banner').getByRole('link', { name: 'Mindrise Consulting' }).click();
  await expect(page).toHaveTitle('Home | Mindrise Consulting');
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
});

test('after following a link, the first Tab reaches the skip link of the new page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'At a glance' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/glance/i);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
});

/**
 * A link in the window, as a visitor scrolled there would click one (Playwright would scroll to
 * any other first): one in the page's content if there is one on screen, else the header's.
 */
async function clickALinkInView(page: Page): Promise<void> {
  const links = page.locator('main a[href^="/"], header a[href^="/"]');
  const index = await links.evaluateAll((elements) =>
    elements.findIndex((link) => {
      const box = link.getBoundingClientRect();
      return (
        link.checkVisibility({ visibilityProperty: true }) &&
        box.top >= 0 &&
        box.bottom <= innerHeight &&
        link.getAttribute('href') !== location.pathname
      );
    }),
  );
  expect(index, 'a link on screen to follow').toBeGreaterThanOrEqual(0);
  await links.nth(index).click();
}

for (const [route, top] of [
  ['/', 2200],
  ['/', 3000],
  ['/courses', 1200],
] as const) {
  test(`Back returns to ${top} px on ${route} after following a link there, within 60 px`, async ({ page }) => {
    await page.goto(route);
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(top);
    await clickALinkInView(page);
    await expect(page).not.toHaveURL(new RegExp(`${route === '/' ? '/$' : route}$`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${route}$`));
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBeGreaterThanOrEqual(top - 60);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - top)).toBeLessThanOrEqual(60);
  });
}

test('a new page still starts at the top after a Back and a new link', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, 2200));
  await clickALinkInView(page);
  await page.goBack();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  await page.mouse.wheel(0, 10);
  await clickALinkInView(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('Back to the home page from another document (a full page load) restores its position too', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, 2200));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2200);
  await page.goto('/courses');
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(2200 - 60);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - 2200)).toBeLessThanOrEqual(60);
});
