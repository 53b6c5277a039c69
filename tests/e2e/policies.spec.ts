import type { Page } from '@playwright/test';
import { expect, test } from './support';

const sectionTitles = (page: Page) => page.getByRole('main').locator('button[aria-expanded]');

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

  const titles = sectionTitles(page);
  await expect(titles).toHaveText([
    'Introduction',
    'Information We Collect',
    'How We Use Your Information',
    'Disclosure',
    'Security',
    'Contact Us',
  ]);
  await titles.nth(1).click();
  await titles.nth(4).click();
  await expect(titles.nth(1)).toHaveAttribute('aria-expanded', 'false');
  await expect(titles.nth(4)).toHaveAttribute('aria-expanded', 'true');
  await titles.nth(4).click();
  await expect(page.locator('button[aria-expanded="true"]')).toHaveCount(0);

  await expect(page.getByRole('heading', { name: 'Still have questions?' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Still have questions?' }).getByRole('link')).toHaveAttribute(
    'href',
    '/contact',
  );
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
  await expect(page.getByRole('region', { name: 'User Conduct' }).getByRole('listitem')).toHaveCount(5);
  await titles.nth(5).click();
  await expect(page.getByRole('region', { name: 'Governing Law' })).toContainText('United Kingdom');
  await titles.nth(6).click();
  await expect(page.getByRole('region', { name: 'Changes to Terms' })).toContainText('30 days');
});

test('cookies policy: five sections, the three kinds of cookie, and browser help links', async ({ page }) => {
  await page.goto('/cookies-policy');
  const titles = sectionTitles(page);
  await expect(titles).toHaveCount(5);
  await titles.nth(1).click();
  const use = page.getByRole('region', { name: await titles.nth(1).innerText() });
  for (const kind of [/essential/i, /analytics/i, /marketing/i]) await expect(use).toContainText(kind);
  await titles.nth(2).click();
  const links = page.getByRole('region', { name: await titles.nth(2).innerText() }).getByRole('link');
  await expect(links).toHaveCount(4);
  for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href'))))
    expect(href).toMatch(/^https:\/\//);
});
