/**
 * What a visitor sees, compared with approved pictures (the baselines in tests/e2e/__screenshots__):
 * every section type from its fixture, at a phone's width and a laptop's, the first screen of six
 * representative routes, and the states a visitor opens. A change that moves pixels fails here
 * until someone looks at it and, if it is right, refreshes the baselines with
 * `npm run test:visual:update` (which builds first).
 *
 * Deterministic by construction: the site's own font (waited for), animations off, motion
 * reduced (counters show their final figures at once), and no clock on the pages photographed.
 * The sections come from the gallery (`npm run build:gallery`: the dev server's /__sections
 * built as production code), served here from dist/gallery.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import sirv from 'sirv';
import { SECTION_TYPES } from '../../section-registry';
import { expect, islandOf, test } from './support';

const WIDTHS = { phone: { width: 390, height: 844 }, laptop: { width: 1440, height: 900 } };
const ROUTES = ['/', '/about/overview', '/services/overview', '/courses/mr-bootcamps', '/contact', '/privacy-policy'];

test.use({ reducedMotion: 'reduce' });

/** Fonts in, and two frames for layout to settle. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

const name = (...parts: string[]) =>
  `${parts
    .join('-')
    .replace(/[^a-z0-9-]+/gi, '_')
    .replace(/^_|_$/g, '')}.png`;

test.describe('sections, from their fixtures', () => {
  let gallery: Server;
  let origin = '';

  test.beforeAll(async () => {
    const files = sirv(resolve(import.meta.dirname, '../../dist/gallery'), { dev: false });
    gallery = createServer((request, response) =>
      files(request, response, () => {
        response.writeHead(404).end();
      }),
    );
    await new Promise<void>((listening) => gallery.listen(0, '127.0.0.1', listening));
    origin = `http://127.0.0.1:${(gallery.address() as AddressInfo).port}`;
  });

  test.afterAll(() => new Promise<void>((closed) => gallery.close(() => closed())));

  for (const [label, viewport] of Object.entries(WIDTHS)) {
    test(`every section type at the ${label}'s width (${viewport.width} px)`, async ({ page }) => {
      // One screenshot per section type, each compared: a few seconds apiece on a busy machine.
      test.setTimeout(SECTION_TYPES.length * 5_000);
      await page.setViewportSize(viewport);
      await page.goto(`${origin}/src/dev/sections.html`);
      await expect(page.locator('[data-section-preview]')).toHaveCount(SECTION_TYPES.length);
      await settled(page);
      for (const type of SECTION_TYPES) {
        await expect
          .soft(page.locator(`[data-section-preview="${type}"]`), type)
          .toHaveScreenshot(name('section', type, String(viewport.width)));
      }
    });
  }
});

test.describe('first screens', () => {
  for (const [label, viewport] of Object.entries(WIDTHS)) {
    for (const route of ROUTES) {
      test(`${route} at the ${label}'s width`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(route);
        await settled(page);
        const pageName = route === '/' ? 'home' : route.slice(1).replace(/\//g, '-');
        await expect(page).toHaveScreenshot(name('screen', pageName, String(viewport.width)));
      });
    }
  }
});

test.describe('open states', () => {
  test('a desktop menu group, open', async ({ page }) => {
    await page.setViewportSize(WIDTHS.laptop);
    await page.goto('/about/overview');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'What We Do' }).click();
    await settled(page);
    // The open list hangs below the header bar: the top of the window, with it.
    await expect(page).toHaveScreenshot(name('open', 'desktop-menu', '1440'), {
      clip: { x: 0, y: 0, width: WIDTHS.laptop.width, height: 420 },
    });
  });

  test('the mobile menu, open', async ({ page }) => {
    await page.setViewportSize(WIDTHS.phone);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await settled(page);
    await expect(page).toHaveScreenshot(name('open', 'mobile-menu', '390'));
  });

  test('an accordion item, open', async ({ page }) => {
    await page.setViewportSize(WIDTHS.laptop);
    await page.goto('/privacy-policy');
    const item = page.getByRole('main').locator('details').nth(1);
    await item.locator('summary').click();
    await settled(page);
    await expect(item).toHaveScreenshot(name('open', 'accordion', '1440'));
  });

  test('the contact form with its fields marked invalid', async ({ page }) => {
    await page.setViewportSize(WIDTHS.phone);
    await page.goto('/contact');
    // The form marks fields as they are left once its island has woken.
    const form = (await islandOf(page, 'contactForm')).locator('form');
    await page.getByLabel('Full Name').fill('Ada');
    await page.getByLabel('Email Address').fill('not an address');
    await page.getByLabel('Subject').fill('x');
    await page.getByLabel('Subject').fill('');
    await page.locator('textarea[name="message"]').focus();
    await settled(page);
    await expect(form).toHaveScreenshot(name('open', 'contact-form-invalid', '390'));
  });

  test('a hover card, open', async ({ page }) => {
    await page.setViewportSize(WIDTHS.laptop);
    await page.goto('/services/overview');
    // The cards open their preview once their island has woken (it wakes when the page is idle).
    await islandOf(page, 'hoverCards');
    // Back to the top, as a visitor arrives: the hover then scrolls the card into view below the header.
    await page.evaluate(() => window.scrollTo(0, 0));
    const categories = page.getByRole('region', { name: 'Service categories' });
    const card = categories.getByRole('article').first();
    await card.hover();
    await expect(page.getByRole('tooltip')).toBeVisible();
    // Hovered again where the card now is: if opening it scrolled the page, the pointer could have left
    // the card, and its preview would close (after its 100 ms) during the screenshot on a busy machine.
    await card.hover();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await settled(page);
    await expect(categories).toHaveScreenshot(name('open', 'hover-card', '1440'));
  });
});
