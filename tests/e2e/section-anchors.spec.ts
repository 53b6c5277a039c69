/** A manifest section's id is a link target (/#contact) in every state, and the page lands on it. */
import type { Page } from '@playwright/test';
import { resolve } from 'node:path';
import { readPageSources } from '../../server/page-assets';
import { addLinkOverPage, expect, test } from './support';
import { startOwnSite } from './support-site';

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

test('a link from another page to /#contact lands on the contact section', async ({ page }) => {
  await page.goto('/buy');
  await (await addLinkOverPage(page, '/#contact', 'Contact form on the home page')).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect.poll(() => landedOn(page, 'contact')).toBe(true);
  await expect(page.locator('#contact form')).toBeInViewport();
});

test('a section whose content is missing keeps its anchor', async ({ page }) => {
  const site = await startOwnSite({
    edit: {
      home: (document) => {
        for (const key of Object.keys(document)) if (!key.startsWith('_')) delete document[key];
      },
    },
  });
  try {
    await page.goto(site.url('/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#contact')).toHaveCount(1);
    await expect(page.locator('#methodology')).toHaveCount(1);
  } finally {
    await site.stop();
  }
});

/** The pages whose manifests list their own sections under the hero ("On this page"), read from the manifests. */
const CONTENTS_PAGES = readPageSources(resolve(import.meta.dirname, '../../page-manifests'))
  .filter((page) => page.sectionTypes.includes('pageContents'))
  .map((page) => page.route);

test('the six service pages and the reputation page list their sections under the hero', () => {
  expect(CONTENTS_PAGES).toEqual(
    expect.arrayContaining(['/services/consulting', '/services/learning-development', '/about/reputation']),
  );
  expect(
    CONTENTS_PAGES.filter((route) => route.startsWith('/services/') && route !== '/services/overview'),
  ).toHaveLength(6);
});

for (const route of CONTENTS_PAGES) {
  test(`on a phone, ${route} lists its sections under the hero, and each link lands on a section with a heading`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(route);
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await expect(contents).toBeInViewport({ ratio: 0.5 });
    const links = contents.getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(4);
    for (let index = 0; index < count; index += 1) {
      const href = (await links.nth(index).getAttribute('href')) ?? '';
      const id = href.slice(1);
      await page.evaluate(() => window.scrollTo(0, 0));
      await links.nth(index).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect.poll(() => landedOn(page, id)).toBe(true);
      await expect(page.locator(`[id="${id}"] h2`).first()).toBeInViewport();
    }
  });
}
