/** First-visit bytes per route, from the build: what the budget test measures, as figures. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtPageFile, readBuildManifest, scriptFilesOfPage, type PageSource } from '../../server/page-assets';

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
