/** A manifest section's id is a link target (/#contact) in every state, and the page lands on it. */
import type { Page } from '@playwright/test';
import { expect, holdContent, navigateInApp, test } from './support';

/** True when the section's top sits just below the fixed header (scroll-padding-top), give or take a few px. */
async function landedOn(page: Page, id: string): Promise<boolean> {
  return page.evaluate((target) => {
    const top = document.getElementById(target)?.getBoundingClientRect().top ?? Number.NaN;
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    return Math.abs(top - header) < 8 && window.scrollY > 0;
  }, id);
}

test('the server-rendered home page carries every section id', async ({ request }) => {
  const html = await (await request.get('/')).text();
  for (const id of ['about', 'services', 'methodology', 'contact']) expect(html).toContain(`id="${id}"`);
});

test('a direct visit to /#contact lands on the contact section', async ({ page }) => {
  await page.goto('/#contact');
  await expect.poll(() => landedOn(page, 'contact')).toBe(true);
  await expect(page.locator('#contact form')).toBeInViewport();
});

test('navigating in the app to /#contact keeps the anchor while loading, then lands on the section', async ({
  page,
}) => {
  await page.goto('/buy');
  const content = await holdContent(page);
  await navigateInApp(page, '/#contact');
  // While the content is on its way the placeholder carries the id.
  await expect(page.locator('#contact')).toHaveText('Loading...');
  content.release();
  await expect(page.locator('#contact form')).toBeVisible();
  await expect.poll(() => landedOn(page, 'contact')).toBe(true);
});

test('a section whose content is missing keeps its anchor', async ({ page }) => {
  await page.route(/\/v[^/]+\/data\/query\/production/, (route) =>
    route.fulfill({ status: 200, json: { ms: 1, query: '', result: { _type: 'home' } } }),
  );
  await page.goto('/buy');
  await navigateInApp(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#contact')).toHaveCount(1);
  await expect(page.locator('#methodology')).toHaveCount(1);
});
