/**
 * Progressive enhancement: with JavaScript off (as before it arrives on a slow
 * phone), every page is readable and every route is reachable from the menu.
 */
import { readPageSources } from '../../server/page-assets';
import { resolve } from 'node:path';
import { publishedDocuments } from '../support/dataset';
import { expect, islandOf, test } from './support';

test.use({ javaScriptEnabled: false });

const routes = readPageSources(resolve(import.meta.dirname, '../../page-manifests'))
  .filter((page) => page.route !== '*' && page.sectionTypes.length > 0)
  .map((page) => page.route)
  .sort();

test('every route arrives whole: its heading and its content, never a loading state', async ({ page }) => {
  // A sweep of every route in one test: a timeout that fits a busy machine (3 s a page without scripts).
  test.setTimeout(routes.length * 3_000);
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
    await expect(nav.getByRole('link', { name: 'Quality assurance' })).toBeVisible();
    await nav.getByRole('link', { name: 'Quality assurance' }).click();
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
    // The groups fold and unfold without a script too.
    await menu.locator('summary', { hasText: 'Who We Are' }).click();
    await menu.locator('summary', { hasText: 'What We Do' }).click();
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
  await expect(page.locator('[data-counter]').nth(1)).toBeVisible();
  await expect(page.locator('[data-counter]').nth(1)).toHaveText('50+');
  const track = page.locator('[aria-roledescription="slide"]').first().locator('..');
  expect(await track.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto');
  await expect(page.getByRole('button', { name: 'Next slide' })).toBeHidden();
});

test('/services/overview shows every tab panel, each with the text its tab shows with JavaScript, and no control that needs it', async ({
  page,
  browser,
}) => {
  // What each tab shows with JavaScript on, tab by tab.
  const scripted = await browser.newPage({ javaScriptEnabled: true });
  await scripted.goto('/services/overview');
  await islandOf(scripted, 'tabs');
  const withScript: string[] = [];
  for (const tab of await scripted.getByRole('tab').all()) {
    await tab.click();
    withScript.push(await scripted.getByRole('tabpanel').filter({ visible: true }).innerText());
  }
  await scripted.close();
  expect(withScript).toHaveLength(4);

  await page.goto('/services/overview');
  const panels = page.getByRole('tabpanel');
  await expect(panels).toHaveCount(4);
  await expect(panels).toHaveText(withScript, { useInnerText: true });
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /rotation/ })).toHaveCount(0);
});

test('the home page shows every About bubble, every methodology step and every service card link', async ({ page }) => {
  const home = publishedDocuments().get('home') as unknown as {
    aboutSection: { interactiveBubbles: { title: string; text: string }[] };
    methodologySection: { methodologySteps: { title: string; description: string }[] };
    servicesSection: { servicesGrid: { title: string; href: string }[] };
  };
  await page.goto('/');
  for (const bubble of home.aboutSection.interactiveBubbles) {
    await expect(page.locator('#about').getByText(bubble.text, { exact: true })).toBeVisible();
  }
  for (const step of home.methodologySection.methodologySteps) {
    await expect(page.locator('#methodology').getByText(step.description, { exact: true })).toBeVisible();
  }
  for (const service of home.servicesSection.servicesGrid) {
    await expect(
      page.locator('#services').getByRole('link', { name: `Learn more about ${service.title}` }),
    ).toHaveAttribute('href', service.href);
  }
  // A pyramid layer leads to its step's text.
  await page.locator('#methodology').getByRole('link').first().click();
  await expect(page).toHaveURL(/#/);
});

test('posting the contact form lands on the form, saying the message was not sent', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('Full Name').fill('Ada Lovelace');
  await page.getByLabel('Email Address').fill('ada@example.org');
  await page.getByLabel('Subject').fill('A question');
  await page
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Could you tell me more about your bootcamps?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/contact#form-not-sent$/);
  const note = page.getByText(/your message was not sent/);
  await expect(note).toBeVisible();
  await expect(note).toBeInViewport();
  // Nothing the visitor typed comes back.
  await expect(page.getByText('Ada Lovelace')).toHaveCount(0);
});

test('links are plain links', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Explore Our Services' }).click();
  await expect(page).toHaveURL('/services/overview');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
