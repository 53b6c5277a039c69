/**
 * Size budgets, measured from the build (not timed: these machines are noisy).
 * First-visit JavaScript is everything a page runs to be whole: the entry (all
 * the HTML carries, inline), then the app and the page's own chunks it loads after the
 * first paint, gzip'd.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { entryFiles, readBuildManifest, readPageScripts, readPageSources } from '../../server/page-assets';

const CLIENT = resolve(import.meta.dirname, '../../dist/client');
const KB = 1024;
/**
 * The ceilings: 120 kB of JavaScript per route and 20 kB of CSS. HTML now carries
 * each page's content and state: 30 kB is two round trips of a new connection's first window.
 */
const BUDGET = { js: 120, css: 20, html: 30 };

const build = readBuildManifest(CLIENT);
const pageModules = readPageScripts(CLIENT).modules;
const gzipped = (file: string) => gzipSync(readFileSync(join(CLIENT, file.replace(/^\//, ''))), { level: 9 }).length;
const entryJs = [...entryFiles(build)].reduce((sum, file) => sum + gzipped(file), 0);
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

test('the page’s own JavaScript never includes the Sanity client: first visits carry their content', () => {
  for (const page of pages) expect(pageModules[page.file]?.some((file) => file.includes('sanity-client'))).toBe(false);
});

for (const page of pages) {
  test(`${page.route}: first-visit JavaScript and HTML within budget`, () => {
    const rest = (pageModules[page.file] ?? []).reduce((sum, file) => sum + gzipped(file), 0);
    expect((entryJs + rest) / KB, `${page.file}: entry ${entryJs} + app and page ${rest} bytes`).toBeLessThan(
      BUDGET.js,
    );
    const html =
      page.route === '*' ? '404.html' : page.route === '/' ? 'index.html' : `${page.route.slice(1)}/index.html`;
    expect(gzipped(html) / KB).toBeLessThan(BUDGET.html);
  });
}
