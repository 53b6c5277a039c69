/**
 * The server and the browser's router agree on every address: one canonical
 * spelling (lower case, no `index`, no trailing slash) reached by a redirect
 * that keeps the query string, and a 404 exactly when the page says so.
 */
import type { Page } from '@playwright/test';
import { addLinkOverPage, expect, test } from './support';

const NOT_FOUND = 'Oops! Page not found';

const ODD_SPELLINGS: [odd: string, canonical: string][] = [
  ['/About/Overview', '/about/overview'],
  ['/about/overview/', '/about/overview'],
  ['/about/overview/index', '/about/overview'],
  ['/index', '/'],
  ['/ABOUT/overview/?utm_source=newsletter', '/about/overview?utm_source=newsletter'],
  ['/services?utm_source=x', '/services/overview?utm_source=x'],
  ['/Buy/', '/buy'],
];

const NOT_FOUND_PATHS = ['/404', '/no/such/page', '/about/overview/extra'];

/** Follows a link to `href` from the page, as a visitor's click would. */
async function followLink(page: Page, href: string): Promise<void> {
  await (await addLinkOverPage(page, href, 'a link under test')).click();
}

async function headingOf(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveCount(1);
  return (await heading.textContent()) ?? '';
}

for (const [odd, canonical] of ODD_SPELLINGS) {
  test(`${odd} lands on ${canonical}, typed or followed from a page alike`, async ({ page }) => {
    const response = await page.goto(odd);
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()?.url()).toContain(odd.split('?')[0]);
    await expect(page).toHaveURL(canonical);
    const served = await headingOf(page);
    expect(served).not.toBe(NOT_FOUND);

    await page.goto('/buy');
    await followLink(page, odd);
    await expect(page).toHaveURL(canonical);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(served);
  });
}

for (const path of NOT_FOUND_PATHS) {
  test(`${path} answers 404 and shows the not-found page, typed or followed from a page alike`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);

    await page.goto('/buy');
    await followLink(page, path);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
  });
}
