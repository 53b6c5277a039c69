/**
 * Draft preview in a browser, against the built server started for it (its own
 * process, PREVIEW_SECRET set, a copy of the dataset with a draft of whoWeAre):
 * an editor enters with the secret, sees the draft under a banner, the open
 * page follows an edit of the draft without a reload, and the exit ends it. A
 * visitor beside them sees the published page throughout.
 */
import { runAxe } from './axe';
import { startBuiltServer, type BuiltServer } from './built-server';
import { errorsIn, expect, test } from './support';
import { copyDataset, withOverviewTitle, type DatasetCopy } from './support-dataset';

const SECRET = 'e2e-preview-secret-0123456789';
const PUBLISHED_TITLE = 'About Mindrise Consulting';
let server: BuiltServer | undefined;
let dataset: DatasetCopy | undefined;

test.beforeEach(async () => {
  dataset = copyDataset();
  const published = dataset.read('whoWeAre');
  dataset.write(withOverviewTitle(published, 'Draft: who we are, first take', 'drafts.whoWeAre'));
  server = await startBuiltServer({
    PREVIEW_SECRET: SECRET,
    CONTENT_FILE: dataset.file,
    SITE_URL: 'http://localhost:4173',
  });
});

test.afterEach(async () => {
  await server?.kill();
  dataset?.remove();
});

const origin = () => `http://127.0.0.1:${server?.port ?? 0}`;

test('an editor sees the draft under a banner, the open page follows an edit of it, and the exit ends it', async ({
  page,
  browser,
  consoleEntries,
}) => {
  const entered = await page.goto(`${origin()}/api/preview?secret=${SECRET}&redirect=/about/overview`);
  expect(page.url()).toBe(`${origin()}/about/overview`);
  expect(entered?.headers()['cache-control']).toBe('private, no-store');
  expect(entered?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Draft: who we are, first take');

  // The banner: on screen above the header, covering none of it, with the exit: a button that posts (a link
  // would let any site end the preview). The skip link stays the first thing Tab reaches; Shift+Tab from the
  // top of the page reaches the exit at once.
  const banner = page.getByRole('complementary', { name: 'Preview' });
  await expect(banner).toBeVisible();
  const exit = banner.getByRole('button', { name: 'Exit preview' });
  await expect(banner.locator('form')).toHaveAttribute('method', 'post');
  await expect(banner.locator('form')).toHaveAttribute('action', '/api/preview/exit');
  const bannerBox = await banner.boundingBox();
  const headerBox = await page.locator('header').first().boundingBox();
  expect(bannerBox?.y).toBe(0);
  expect((bannerBox?.y ?? 0) + (bannerBox?.height ?? 0)).toBeLessThanOrEqual(headerBox?.y ?? 0);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.reload();
  await page.keyboard.press('Shift+Tab');
  await expect(exit).toBeFocused();

  // A visitor at the same time sees the published page.
  const visitor = await browser.newPage();
  await visitor.goto(`${origin()}/about/overview`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(PUBLISHED_TITLE);
  await expect(visitor.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);

  // The editor saves the draft again: the open page shows it within 5 s, without a reload.
  await page.evaluate(() => Object.assign(window, { loadedOnce: true }));
  const draft = dataset?.read('drafts.whoWeAre');
  if (!draft) throw new Error('no draft');
  const saved = performance.now();
  dataset?.write(withOverviewTitle(draft, 'Draft: who we are, second take'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Draft: who we are, second take', {
    timeout: 5000,
  });
  expect(performance.now() - saved).toBeLessThan(5000);
  expect(await page.evaluate(() => 'loadedOnce' in window)).toBe(true);

  // Still not for the visitor.
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(PUBLISHED_TITLE);
  await visitor.close();

  // The exit: back on the same page, published, no banner; and the draft is not shown again.
  await exit.click();
  await expect(page).toHaveURL(`${origin()}/about/overview`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLISHED_TITLE);
  await expect(page.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);
  expect(errorsIn(consoleEntries)).toEqual([]);
});

test('the banner is left out of print, and a wrong secret leaves the visitor outside', async ({ page }) => {
  // Through the page's own context, which keeps whatever cookie an answer sets.
  const refused = await page.request.get(`${origin()}/api/preview?secret=not-the-secret&redirect=/about/overview`, {
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(401);
  expect(await page.context().cookies()).toEqual([]);

  await page.goto(`${origin()}/api/preview?secret=${SECRET}&redirect=/about/overview`);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('complementary', { name: 'Preview' })).toBeHidden();
  const cookies = await page.context().cookies();
  expect(cookies).toEqual([expect.objectContaining({ name: 'preview_session', httpOnly: true, sameSite: 'Lax' })]);
});

test('without JavaScript the exit still ends the preview, and a copy of the session cookie shows no draft after it', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${origin()}/api/preview?secret=${SECRET}&redirect=/about/overview`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Draft: who we are, first take');
  const [session] = await context.cookies();
  await page.getByRole('button', { name: 'Exit preview' }).click();
  await expect(page).toHaveURL(`${origin()}/about/overview`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLISHED_TITLE);
  await context.close();
  // The copied cookie, in another browser: the server revoked its session.
  const other = await browser.newContext();
  if (session) await other.addCookies([session]);
  const copy = await other.newPage();
  await copy.goto(`${origin()}/about/overview`);
  await expect(copy.getByRole('heading', { level: 1 })).toHaveText(PUBLISHED_TITLE);
  await expect(copy.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);
  await other.close();
});

test.describe('the banner, to axe', () => {
  // axe is injected as a script of the test's own: the site's CSP would refuse it.
  test.use({ bypassCSP: true });

  for (const width of [390, 1440]) {
    test(`a preview page at ${width} px has no accessibility violation`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${origin()}/api/preview?secret=${SECRET}&redirect=/about/overview`);
      await expect(page.getByRole('complementary', { name: 'Preview' })).toBeVisible();
      expect((await runAxe(page)).violations).toEqual([]);
    });
  }
});
