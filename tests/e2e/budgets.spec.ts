/**
 * Size budgets, measured from the build (not timed: these machines are noisy).
 * What a first visit downloads before the page is interactive, as served
 * (brotli): the entry chunk and its imports, the page's own chunks, the CSS.
 */
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { preloadsFor, readBuildManifest, readPageSources } from '../../scripts/page-preloads';

const CLIENT = resolve(import.meta.dirname, '../../dist/client');
const KB = 1024;
/** Budgets in compressed kilobytes; today's figures are in the closing notes. */
const BUDGET = { initialJs: 240, css: 20, html: 30 };

const build = readBuildManifest(CLIENT);
const pages = readPageSources(resolve(import.meta.dirname, '../../page-manifests'));
/** As served: the brotli file, or the file itself when too small to be worth compressing. */
const servedSize = (file: string) => {
  const path = join(CLIENT, file);
  return existsSync(`${path}.br`) ? statSync(`${path}.br`).size : statSync(path).size;
};
const entry = Object.values(build).find((chunk) => chunk.isEntry)!;
const entryFiles = [entry.file, ...(entry.imports ?? []).map((key) => build[key]!.file)];
// With cssCodeSplit off, Vite lists the one stylesheet as its own manifest entry.
const css = Object.values(build)
  .map((chunk) => chunk.file)
  .filter((file) => file.endsWith('.css'));

test('one stylesheet, within its budget', () => {
  expect(css).toHaveLength(1);
  expect(servedSize(css[0]!) / KB).toBeLessThan(BUDGET.css);
});

for (const route of [
  '/',
  '/about/overview',
  '/services/overview',
  '/courses/mr-bootcamps',
  '/contact',
  '/privacy-policy',
]) {
  test(`${route}: JavaScript before hydration and the prerendered HTML stay within budget`, () => {
    const files = [...entryFiles, ...preloadsFor(pages.get(route)!, build)];
    const js = files.filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + servedSize(file), 0);
    expect(js / KB).toBeLessThan(BUDGET.initialJs);
    const html = route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
    expect(servedSize(html) / KB).toBeLessThan(BUDGET.html);
    // The Sanity client loads only where a page reads content.
    const loadsClient = files.some((file) => file.includes('sanity-client'));
    expect(loadsClient).toBe(pages.get(route)!.readsContent);
  });
}
