import { parseSiteUrl } from '../../server/site-url';
import { expect, test } from './support';

/** The origin the server was started with (the same setting, read the same way). */
const siteUrl = parseSiteUrl(process.env.SITE_URL);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of ['/', '/courses/mr-bootcamps']) {
    test(`${route} carries its canonical URL and link-preview tags in the HTML`, async ({ page }) => {
      await page.goto(route);
      const url = `${siteUrl}${route}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', url);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/.+\.png$/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      // The image a preview shows is really there.
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      const response = await page.request.get(new URL(image ?? '', page.url()).pathname);
      expect(response.headers()['content-type']).toBe('image/png');
    });
  }

  test('the sitemap and robots.txt name pages on the same origin', async ({ page }) => {
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${siteUrl}/courses/mr-bootcamps</loc>`);
    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });
});

test('structured data rides along under the Content-Security-Policy, and the head follows navigation', async ({
  page,
}) => {
  const client = await page.context().newCDPSession(page);
  const violations: string[] = [];
  client.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code.startsWith('ContentSecurityPolicy')) violations.push(JSON.stringify(issue.details).slice(0, 200));
  });
  await client.send('Audits.enable');
  await page.goto('/courses/mr-bootcamps');
  // Its breadcrumb trail and its course; the spec's 2023 bootcamps have run, so no Event is offered.
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(2);
  await page.goto('/');
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(2);
  // After a client-side navigation the page names its own address once, not the first page's.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}/contact`);
  // The home page's structured data is not left behind to describe the contact page: only the contact
  // page's own breadcrumb trail is there.
  const structured = page.locator('script[type="application/ld+json"]');
  await expect(structured).toHaveCount(1);
  expect(JSON.parse(await structured.innerText())).toMatchObject({
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home' }, { name: 'Contact us' }],
  });
  expect(violations).toEqual([]);
});
