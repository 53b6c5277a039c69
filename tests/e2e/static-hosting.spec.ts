/**
 * The build on a plain static host (tests/support/static-host.ts: files only, no query API, no
 * headers file), as a newcomer's first deploy of dist/client would be. Every page arrives whole, and a
 * click on one of its links lands on another whole page: nothing a visitor does needs the content API.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { startStaticHost, type StaticHost } from '../support/static-host';
import { errorsIn, expect, test } from './support';

const CLIENT = resolve(import.meta.dirname, '../../dist/client');
const { pages } = JSON.parse(readFileSync(resolve(CLIENT, 'routes.json'), 'utf8')) as { pages: string[] };
/** What a page shows in place of a section whose content it could not read. */
const MISSING_CONTENT = /Loading\.\.\.|No data available\./;
/** Sanity's query and live-event paths (the embedded service speaks the same API). */
const CONTENT_API = /\/v\d[\w-]*\/data\//;

let host: StaticHost;

test.beforeAll(async () => {
  host = await startStaticHost(CLIENT);
});

test.afterAll(async () => {
  await host.stop();
});

/** The page is whole: its one h1, and no section waiting for content or saying it has none. */
async function expectWhole(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(MISSING_CONTENT);
}

/** A link in the page's content to another of the site's pages, else the footer's first such link. */
async function linkToAnotherPage(page: Page, route: string) {
  const isOtherPage = (href: string | null) => {
    const path = href?.split(/[?#]/)[0];
    return Boolean(path && path !== route && pages.includes(path));
  };
  for (const scope of ['main', 'footer']) {
    const links = page.locator(`${scope} a[href^="/"]`);
    for (const link of await links.all()) {
      if (isOtherPage(await link.getAttribute('href')) && (await link.isVisible())) return link;
    }
  }
  throw new Error(`${route} links to no other page`);
}

for (const route of pages) {
  test(`${route} on a static host: whole, and a click on one of its links lands on a whole page`, async ({
    page,
    consoleEntries,
  }) => {
    const from = host.requests.length;
    await page.goto(host.url(route));
    await expectWhole(page);

    const link = await linkToAnotherPage(page, route);
    const target = (await link.getAttribute('href'))!.split(/[?#]/)[0]!;
    await link.click();
    await page.waitForURL((url) => url.pathname === target);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expectWhole(page);

    const asked = host.requests.slice(from);
    expect(asked.filter(({ path }) => CONTENT_API.test(path))).toEqual([]);
    // Every file the two pages used is in the build (a favicon or a chunk missing would be a 404 here).
    expect(asked.filter(({ status }) => status !== 200 && status !== 304)).toEqual([]);
    expect(errorsIn(consoleEntries)).toEqual([]);
  });
}

test('an unknown path on a static host gets the not-found page, whose link home lands on the home page', async ({
  page,
}) => {
  const response = await page.goto(host.url('/no-such-page'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(host.url('/'));
  await expectWhole(page);
});

test('a redirect route on a static host sends the browser on: the footer’s Services lands on the services overview', async ({
  page,
}) => {
  await page.goto(host.url('/'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Services', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/services/overview');
  await expectWhole(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our services');
});
