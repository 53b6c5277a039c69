import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { errorsIn, expect, test } from './support';

const { pages } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../dist/client/routes.json'), 'utf8')) as {
  pages: string[];
};

test('every page runs under the Content-Security-Policy without a violation or a console error', async ({
  page,
  consoleEntries,
}) => {
  const client = await page.context().newCDPSession(page);
  const issues: string[] = [];
  client.on('Audits.issueAdded', ({ issue }) =>
    issues.push(`${issue.code}: ${JSON.stringify(issue.details).slice(0, 200)}`),
  );
  await client.send('Audits.enable');
  for (const route of pages) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText('Loading...')).toHaveCount(0);
  }
  expect(issues.filter((issue) => issue.startsWith('ContentSecurityPolicy'))).toEqual([]);
  expect(errorsIn(consoleEntries)).toEqual([]);
});

test('pages are served prerendered: the heading and navigation are in the HTML before any script runs', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/courses/essential-leadership');
  await expect(page.getByRole('heading', { level: 1, name: 'Essential Leadership Programme' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' })).toBeVisible();
  await page.goto('/');
  // Without JavaScript no count follows, so the final figure shows at once.
  await expect(page.locator('[data-counter]').first()).toHaveText('25+');
  await expect(page.locator('[data-counter]').first()).toBeVisible();
  await context.close();
});

test('the policy lets the site style itself but blocks an injected <style> element', async ({ page }) => {
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("style-src-elem 'self'");
  expect(policy).toContain("style-src-attr 'unsafe-inline'");

  const blockedDirective = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
          once: true,
        });
        const style = document.createElement('style');
        style.textContent = 'body { outline: 7px solid rgb(255, 0, 0); }';
        document.head.append(style);
      }),
  );
  expect(blockedDirective).toBe('style-src-elem');
  await expect(page.locator('body')).toHaveCSS('outline-style', 'none');
  // Mantine's style attributes still apply: the page container takes its width from one.
  await expect(page.locator('main .mantine-Container-root').first()).toHaveCSS('--container-size', /.+/);
});
