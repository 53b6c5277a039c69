/**
 * Size budgets, measured from the build (not timed: these machines are noisy). First-visit
 * JavaScript is every script a page can run once every island has woken: the page runtime, its
 * sections' enhancements, and for a page with islands the hydrator, React and each island's
 * component, with what each imports (server/page-assets.ts scriptFilesOfPage), gzip'd.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { builtPageFile, readBuildManifest, readPageSources, scriptFilesOfPage } from '../../server/page-assets';

const CLIENT = resolve(import.meta.dirname, '../../dist/client');
const KB = 1024;
/**
 * The ceilings (#29): a route with no island at most 5 kB of JavaScript, the heaviest at
 * most 75 kB; 20 kB of CSS. 30 kB of HTML is two round trips of a new connection's first window.
 */
const BUDGET = { jsWithoutIslands: 5, jsWithIslands: 75, css: 20, html: 30 };

const build = readBuildManifest(CLIENT);
const gzipped = (file: string) => gzipSync(readFileSync(join(CLIENT, file.replace(/^\//, ''))), { level: 9 }).length;
const stylesheets = Object.values(build)
  .map((chunk) => chunk.file)
  .filter((file) => file.endsWith('.css'));
const pages = readPageSources(resolve(import.meta.dirname, '../../page-manifests')).filter(
  (page) => page.sectionTypes.length > 0,
);

test('one stylesheet, within its budget', () => {
  expect(stylesheets).toHaveLength(1);
  expect(gzipped(stylesheets[0]!) / KB).toBeLessThan(BUDGET.css);
});

for (const page of pages) {
  test(`${page.route}: first-visit JavaScript and HTML within budget`, () => {
    const html = readFileSync(join(CLIENT, builtPageFile(page.route)), 'utf8');
    const files = [...scriptFilesOfPage(build, html)];
    const hasIsland = html.includes('data-island-src=');
    const budget = hasIsland ? BUDGET.jsWithIslands : BUDGET.jsWithoutIslands;
    const js = files.reduce((sum, file) => sum + gzipped(file), 0);
    expect(js / KB, `${page.file}: ${files.join(', ')}`).toBeLessThan(budget);
    // Public pages never run the whole app, nor the Sanity client: their content is in the HTML.
    expect(files.filter((file) => /\/(app|sanity-client|router-and-query)-/.test(`/${file}`))).toEqual([]);
    // React comes with islands only.
    expect(files.some((file) => /\/react-[\w-]+\.js$/.test(`/${file}`))).toBe(hasIsland);
    expect(gzipped(builtPageFile(page.route)) / KB).toBeLessThan(BUDGET.html);
  });
}
