/**
 * The three states of a content page (spec point 4) as a visitor meets them. A page arrives whole,
 * with its content in the HTML. A document missing from the content gives the page's empty text,
 * rendered by the server. Only a page the server could not read content for arrives in its loading
 * state: that page reads its content in the browser, through @sanity/client, and renders itself.
 */
import { CONTENT_QUERY, errorsIn, expect, test } from './support';
import { startOwnSite, type OwnSite } from './support-site';

let site: OwnSite | undefined;

test.afterEach(async () => {
  await site?.stop();
  site = undefined;
});

test('a first visit carries its content in the HTML and makes no content request', async ({ page }) => {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (CONTENT_QUERY.test(request.url())) reads.push(request.url());
  });
  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('The Mindrise methodology');
  expect(html).not.toContain('Loading...');
  await expect(page.getByRole('heading', { name: 'The Mindrise methodology' })).toBeVisible();
  expect(reads).toEqual([]);
});

test("a page sent in its loading state says 'Loading...', reads its content through the query API (retrying a 503), and renders itself", async ({
  page,
}) => {
  site = await startOwnSite({ noDataset: true });
  const reads: string[] = [];
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(CONTENT_QUERY, async (route) => {
    reads.push(route.request().url());
    // The first read meets a service that cannot answer yet; @sanity/client tries again.
    if (reads.length === 1) return route.fulfill({ status: 503, json: { error: 'Service Unavailable' } });
    await released;
    await route.continue();
  });
  await page.goto(site.url('/'));
  // Spec: on the home page the about, methodology and contact sections say so while loading.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(3);
  await expect.poll(() => reads.length).toBeGreaterThanOrEqual(2);

  site.dataset.release?.();
  // Once the server has the content, the browser's held read goes through.
  await expect
    .poll(async () => (await fetch(site!.url('/v2025-05-18/data/query/production?query=count(*)'))).status)
    .toBe(200);
  release();
  await expect(page.getByRole('heading', { name: 'The Mindrise methodology' })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  const search = new URL(reads[0]!).searchParams;
  expect(search.get('query')).toBe('*[_type == $type][0]');
  expect(search.get('$type')).toBe('"home"');
});

test('home: with no home document, methodology and contact render nothing, the rest fall back', async ({ page }) => {
  site = await startOwnSite({ without: ['home'] });
  await page.goto(site.url('/'));
  await expect(page.getByRole('heading', { level: 1, name: /Making an impact/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Who we are' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View All Services' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Step 1/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send Message' })).toHaveCount(0);
  await expect(page.getByText('Loading...')).toHaveCount(0);
});

test('a failed read is logged, not shown: the page keeps its header and footer', async ({ page, consoleEntries }) => {
  site = await startOwnSite({ noDataset: true });
  await page.route(CONTENT_QUERY, (route) => route.fulfill({ status: 500, json: { error: 'Internal' } }));
  await page.goto(site.url('/resourcing'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => errorsIn(consoleEntries).some((entry) => entry.text.includes('Content read failed')))
    .toBe(true);
  await expect(page.getByText(/HTTP 500|Internal|went wrong/i)).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText('No data available for Resourcing.');
});

test('each content page gives its own empty text when its document is missing', async ({ page }) => {
  site = await startOwnSite({ without: ['resourcing', 'coursesAndProgrammes', 'contactPage', 'whoWeAre'] });
  for (const [path, text] of [
    ['/resourcing', 'No data available for Resourcing.'],
    ['/courses', 'No data available for Courses & Programmes.'],
    ['/contact', 'No data available for Contact page.'],
    ['/about/governance', 'No data available.'],
  ] as const) {
    await page.goto(site.url(path));
    await expect(page.getByRole('status'), path).toHaveText(text);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
  }
});
