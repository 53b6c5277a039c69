import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support';

/** Policy sections are native disclosures: a summary to click, open while its details element is. */
const sectionTitles = (page: Page) => page.getByRole('main').locator('details > summary');
const sectionOf = (title: Locator) => title.locator('xpath=..');

test('privacy policy: breadcrumb, last updated, counters, six sections one open at a time, questions link', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(trail).toContainText('Privacy Policy');
  await expect(page.getByText('Last updated May 18, 2025')).toBeVisible();
  await expect(page.locator('[data-counter]')).toHaveText(['100%', '0'], { timeout: 5000 });
  await expect(page.getByText('24/7', { exact: true })).toBeVisible();
  for (const label of ['Data Protection', 'Security Monitoring', 'Data Breaches'])
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  // A calm summary row, not a promotional band: figures no larger than a subheading, on the page's
  // own white, in one row under the title, even on a phone.
  const figure = page.getByText('24/7', { exact: true });
  const sizeOf = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
  const sectionHeading = await page.getByRole('heading', { level: 2, name: 'Still have questions?' }).evaluate(sizeOf);
  expect(await figure.evaluate(sizeOf)).toBeLessThan(sectionHeading * 0.75);
  const row = page.locator('[data-stat-layout="summary"]');
  await expect(row.locator('xpath=ancestor::*[@data-section-tone][1]')).toHaveCSS(
    'background-color',
    'rgb(255, 255, 255)',
  );
  await page.setViewportSize({ width: 390, height: 844 });
  const tops = await row
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
  expect(new Set(tops).size).toBe(1);
  expect((await row.boundingBox())!.height).toBeLessThan(120);

  const titles = sectionTitles(page);
  await expect(titles).toHaveText([
    'Introduction',
    'Information We Collect',
    'How We Use Your Information',
    'Disclosure',
    'Security',
    'Contact Us',
  ]);
  // Read as a document: the introduction is open on arrival, the rest closed.
  await expect(sectionOf(titles.first())).toHaveAttribute('open', '');
  await expect(page.getByRole('main').locator('details[open]')).toHaveCount(1);
  await titles.nth(1).click();
  await expect(sectionOf(titles.first())).not.toHaveAttribute('open');
  await titles.nth(4).click();
  await expect(sectionOf(titles.nth(1))).not.toHaveAttribute('open');
  await expect(sectionOf(titles.nth(4))).toHaveAttribute('open', '');
  await titles.nth(4).click();
  await expect(page.getByRole('main').locator('details[open]')).toHaveCount(0);

  await expect(page.getByRole('heading', { name: 'Still have questions?' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Still have questions?' }).getByRole('link')).toHaveAttribute(
    'href',
    '/contact',
  );
});

test.describe('a policy section reached by its address', () => {
  // No script at all: opening the section for its link is the browser's own, not a script's that may not have come yet.
  test.use({ javaScriptEnabled: false });

  /** The one open section's title, and that it shows under the sticky header. */
  async function expectOnlyOpen(page: Page, title: string) {
    const open = page.getByRole('main').locator('details[open]');
    await expect(open).toHaveCount(1);
    await expect(open.locator('summary')).toHaveText(title);
    await expect
      .poll(async () => {
        const [header, summary] = await Promise.all([
          page.locator('header').first().boundingBox(),
          open.locator('summary').boundingBox(),
        ]);
        return summary!.y >= header!.y + header!.height - 1 && summary!.y < 844 / 2;
      })
      .toBe(true);
  }

  test('arriving at a section, following the contents to another, and going Back, each opens its section', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 844 });
    await page.goto('/privacy-policy#security');
    await expectOnlyOpen(page, 'Security');
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Disclosure' }).click();
    await expect(page).toHaveURL(/#disclosure$/);
    await expectOnlyOpen(page, 'Disclosure');
    await page.goBack();
    await expect(page).toHaveURL(/#security$/);
    await expectOnlyOpen(page, 'Security');
  });
});

test('terms of service: eight sections, five prohibited behaviours, UK law, 30 days notice', async ({ page }) => {
  await page.goto('/terms-of-service');
  await expect(page.getByText('Last updated May 18, 2025')).toBeVisible();
  const titles = sectionTitles(page);
  await expect(titles).toHaveText([
    'Agreement',
    'Services',
    'Intellectual Property',
    'User Conduct',
    'Limitation of Liability',
    'Governing Law',
    'Changes to Terms',
    'Contact',
  ]);
  await titles.nth(3).click();
  await expect(sectionOf(titles.nth(3)).getByRole('listitem')).toHaveCount(5);
  await titles.nth(5).click();
  await expect(sectionOf(titles.nth(5))).toContainText('United Kingdom');
  await titles.nth(6).click();
  await expect(sectionOf(titles.nth(6))).toContainText('30 days');
});

test('cookies policy: five sections, the three kinds of cookie, and browser help links', async ({ page }) => {
  await page.goto('/cookies-policy');
  const titles = sectionTitles(page);
  await expect(titles).toHaveCount(5);
  await titles.nth(1).click();
  const use = sectionOf(titles.nth(1));
  for (const kind of [/essential/i, /analytics/i, /marketing/i]) await expect(use).toContainText(kind);
  await titles.nth(2).click();
  const links = sectionOf(titles.nth(2)).getByRole('link');
  await expect(links).toHaveCount(4);
  for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href'))))
    expect(href).toMatch(/^https:\/\//);
});
