/**
 * axe and IBM Equal Access over every page at a phone's and a desktop's width, and axe over
 * the states a visitor opens (menus, an accordion, a hover card, each tab): any violation of
 * any impact fails.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { runAxe } from './axe';
import { runEqualAccess } from './equal-access';
import { expect, islandOf, test } from './support';

/** Every page route of the build, plus an unknown path for the not-found page. */
const { pages } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../dist/client/routes.json'), 'utf8')) as {
  pages: string[];
};

const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } };

// axe and IBM's engine are injected as inline scripts, which the site's Content-Security-Policy rightly blocks.
test.use({ bypassCSP: true, viewport: WIDTHS.desktop });

test.beforeEach(({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }));

async function expectNoViolations(page: Page): Promise<void> {
  expect((await runAxe(page)).violations).toEqual([]);
}

async function expectNoViolationsByEitherEngine(page: Page): Promise<void> {
  await expectNoViolations(page);
  expect(await runEqualAccess(page), 'IBM Equal Access, WCAG 2.2 A and AA').toEqual([]);
}

// One load per route, measured at both widths: the layout follows the viewport without a reload.
for (const route of [...pages, '/no-such-page']) {
  test(`${route} has no accessibility violations by axe or IBM Equal Access at 1440 px or 390 px, and one h1`, async ({
    page,
  }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expectNoViolationsByEitherEngine(page);
    await page.setViewportSize(WIDTHS.phone);
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
    await expectNoViolationsByEitherEngine(page);
  });
}

test('the run includes the label-in-name rule (WCAG 2.5.3), which no tag selects', async ({ page }) => {
  await page.goto('/');
  expect((await runAxe(page)).ranRules).toContain('label-content-name-mismatch');
});

test.describe('open states', () => {
  test('the mobile menu, open', async ({ page }) => {
    await page.setViewportSize(WIDTHS.phone);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await expectNoViolations(page);
  });

  for (const group of ['Who We Are', 'What We Do']) {
    test(`the desktop menu group "${group}", open`, async ({ page }) => {
      await page.goto('/');
      const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: group });
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expectNoViolations(page);
    });
  }

  test('an accordion item, open', async ({ page }) => {
    await page.goto('/courses/essential-leadership');
    await page.getByRole('main').locator('details > summary').first().click();
    await expect(page.getByRole('main').locator('details[open]')).toHaveCount(1);
    await expectNoViolations(page);
  });

  test('a hover card, shown', async ({ page }) => {
    await page.goto('/services/overview');
    await islandOf(page, 'hoverCards');
    await page.getByRole('region', { name: 'Service categories' }).getByRole('listitem').first().hover();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expectNoViolations(page);
  });

  test('each services tab, selected', async ({ page }) => {
    await page.goto('/services/overview');
    const tabs = page.getByRole('tab');
    for (let index = 0; index < (await tabs.count()); index++) {
      await tabs.nth(index).click();
      await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
      await expectNoViolations(page);
    }
  });
});

test('IBM Equal Access runs its WCAG 2.2 rules here: an image without a text alternative fails it', async ({
  page,
}) => {
  await page.goto('/about/purpose-values');
  expect(await runEqualAccess(page)).toEqual([]);
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/favicon.svg';
    document.querySelector('main')?.append(image);
  });
  expect((await runEqualAccess(page)).join('\n')).toContain('img_alt_valid');
});
