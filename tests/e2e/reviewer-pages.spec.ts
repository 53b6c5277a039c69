/** The reviewers' pages are the dev server's alone: the production server answers them as unknown pages. */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from './support';

const root = resolve(import.meta.dirname, '../..');
/** Every manifest file but the not-found page's own (its module key names it in the page it renders). */
const otherManifests = readdirSync(resolve(root, 'page-manifests')).filter(
  (name) => name !== 'not-found.json' && name !== 'manifest.schema.json',
);

for (const path of ['/__manifests', '/__sections']) {
  test(`${path} is the not-found page in production, and lists no manifest`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    const html = (await response?.text()) ?? '';
    for (const name of otherManifests) expect(html, name).not.toContain(name);
    expect(html).not.toContain('Section gallery');
  });
}

test('the client build ships no reviewer tooling', () => {
  const assets = resolve(root, 'dist/client/assets');
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  for (const name of scripts) {
    const text = readFileSync(resolve(assets, name), 'utf8');
    expect(text, name).not.toContain('__manifests');
    expect(text, name).not.toContain('Section gallery');
  }
});
