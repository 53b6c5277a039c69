/** First-visit bytes per route, from the build: what the budget test measures, as figures. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { builtPageFile, readBuildManifest, scriptFilesOfPage, type PageSource } from '../../server/page-assets';
import type * as PageAssets from '../../server/page-assets';
import type * as Sizes from './sizes';

export interface RouteSizes {
  jsKb: number;
  cssKb: number;
}

export function routeSizes(clientDir: string, pages: PageSource[]): Map<string, RouteSizes> {
  const build = readBuildManifest(clientDir);
  const gzipped = (file: string) =>
    gzipSync(readFileSync(join(clientDir, file.replace(/^\//, ''))), { level: 9 }).length;
  const css = Object.values(build)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.css'))
    .reduce((sum, file) => sum + gzipped(file), 0);
  const sizes = new Map<string, RouteSizes>();
  for (const page of pages) {
    const html = readFileSync(join(clientDir, builtPageFile(page.route)), 'utf8');
    const js = [...scriptFilesOfPage(build, html)].reduce((sum, file) => sum + gzipped(file), 0);
    sizes.set(page.route, { jsKb: kb(js), cssKb: kb(css) });
  }
  return sizes;
}

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

/**
 * A checkout's first-visit bytes as that checkout measures them (its own scripts/bench/sizes.ts
 * over its own build and manifests): the build before this one defined a first visit by its own
 * layout (entry + route chunks), which this module's reading of the build manifest does not know.
 */
export async function sizesOf(root: string, routes: string[]): Promise<Map<string, RouteSizes>> {
  const load = (file: string) => import(pathToFileURL(join(root, file)).href);
  const own = (await load('scripts/bench/sizes.ts')) as typeof Sizes;
  const assets = (await load('server/page-assets.ts')) as Pick<typeof PageAssets, 'readPageSources'>;
  const pages = assets.readPageSources(join(root, 'page-manifests')).filter((page) => routes.includes(page.route));
  return own.routeSizes(join(root, 'dist/client'), pages);
}
