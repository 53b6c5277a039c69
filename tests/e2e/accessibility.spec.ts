import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { accessibilityViolations, expect, test } from './support';

/** Every page route of the build, plus an unknown path for the not-found page. */
const { pages } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../dist/client/routes.json'), 'utf8')) as {
  pages: string[];
};

// axe is injected as an inline script, which the site's Content-Security-Policy rightly blocks.
test.use({ bypassCSP: true });

for (const route of [...pages, '/no-such-page']) {
  test(`${route} has no serious accessibility violations and one h1`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText('Loading...')).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}
