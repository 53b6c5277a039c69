import { CONTENT_QUERY, errorsIn, expect, holdContent, navigateInApp, serveNoContent, test } from './support';

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

test('a client-side navigation reads content through @sanity/client from the Sanity-style query API', async ({
  page,
}) => {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (CONTENT_QUERY.test(request.url())) reads.push(request.url());
  });
  await page.goto('/buy');
  await navigateInApp(page, '/');
  await expect(page.getByRole('heading', { name: 'The Mindrise methodology' })).toBeVisible();
  expect(reads).toHaveLength(1);
  const search = new URL(reads[0]!).searchParams;
  expect(search.get('query')).toBe('*[_type == $type][0]');
  expect(search.get('$type')).toBe('"home"');
});

test("home: about, methodology and contact say 'Loading...' while content loads", async ({ page }) => {
  await page.goto('/buy');
  const content = await holdContent(page);
  await navigateInApp(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(3);
  content.release();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'The Mindrise methodology' })).toBeVisible();
});

test('home: with no content, methodology and contact render nothing, the rest fall back', async ({ page }) => {
  await page.goto('/buy');
  await serveNoContent(page);
  await navigateInApp(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: /Making an impact/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Who we are' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View All Services' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Step 1/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send Message' })).toHaveCount(0);
  await expect(page.getByText('Loading...')).toHaveCount(0);
});

test('a 503 from the content service is retried by the client and the page loads', async ({ page }) => {
  await page.goto('/buy');
  let attempts = 0;
  await page.route(CONTENT_QUERY, async (route) => {
    attempts += 1;
    if (attempts === 1) await route.fulfill({ status: 503, json: { error: 'Service Unavailable' } });
    else await route.continue();
  });
  await navigateInApp(page, '/');
  await expect(page.getByRole('heading', { name: 'The Mindrise methodology' })).toBeVisible();
  expect(attempts).toBe(2);
});

test('a failed read is logged, not shown: the page keeps its header and footer', async ({ page, consoleEntries }) => {
  await page.goto('/buy');
  await page.route(CONTENT_QUERY, (route) => route.fulfill({ status: 500, json: { error: 'Internal' } }));
  await navigateInApp(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => errorsIn(consoleEntries).some((entry) => entry.text.includes('Content read failed')))
    .toBe(true);
  await expect(page.getByText(/HTTP 500|Internal|went wrong/i)).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
});
