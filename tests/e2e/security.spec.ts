import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { errorsIn, expect, test } from './support';

const { pages } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../dist/client/routes.json'), 'utf8')) as {
  pages: string[];
};

// One test a route: a sweep of every route in one test outgrew its timeout on a busy machine.
for (const route of pages) {
  test(`${route} runs under the Content-Security-Policy without a violation or a console error`, async ({
    page,
    consoleEntries,
  }) => {
    const client = await page.context().newCDPSession(page);
    const issues: string[] = [];
    client.on('Audits.issueAdded', ({ issue }) =>
      issues.push(`${issue.code}: ${JSON.stringify(issue.details).slice(0, 200)}`),
    );
    await client.send('Audits.enable');
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText('Loading...')).toHaveCount(0);
    expect(issues.filter((issue) => issue.startsWith('ContentSecurityPolicy'))).toEqual([]);
    expect(errorsIn(consoleEntries)).toEqual([]);
  });
}

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

test('the policy runs the site’s own scripts but blocks an injected script, inline or from elsewhere', async ({
  page,
}) => {
  await page.goto('/');
  // The page's own scripts ran: support's goto waits for html[data-ready], which the page runtime sets.
  const blocked = await page.evaluate(async () => {
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
    const inline = document.createElement('script');
    inline.textContent = 'window.injected = true;';
    document.body.append(inline);
    const external = document.createElement('script');
    external.src = 'https://evil.example/steal.js';
    document.body.append(external);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return { violations, ran: 'injected' in window };
  });
  expect(blocked.ran).toBe(false);
  expect(blocked.violations).toEqual(['script-src-elem inline', 'script-src-elem https://evil.example/steal.js']);
});

test('a static host gets the very headers the server sends, from the same build (dist/client/_headers)', async ({
  request,
}) => {
  const file = readFileSync(resolve(import.meta.dirname, '../../dist/client/_headers'), 'utf8');
  // The rules for every path: the indented lines after "/*", up to the next path.
  const everyPath = /^\/\*\n((?:[ \t]+.*\n)+)/m.exec(file)?.[1] ?? '';
  const fileHeaders = Object.fromEntries(
    everyPath
      .trim()
      .split('\n')
      .map((line) => /^\s*([^:]+):\s*(.*)$/.exec(line) ?? [])
      .map(([, name = '', value = '']) => [name.toLowerCase(), value]),
  );
  const sent = (await request.get('/about/overview')).headers();
  for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options']) {
    expect(sent[name], name).toBeTruthy();
    expect(fileHeaders[name], name).toBe(sent[name]);
  }
});
