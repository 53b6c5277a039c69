/**
 * Which files of the client build the server answers as files: the hashed
 * assets under /assets/, and the site's own public files (what `public/` holds,
 * the favicon and images, and the robots.txt and sitemap.xml the build writes),
 * each with the codings it was precompressed in. Listed once, at start, from
 * the build.
 *
 * Never a file: the prerendered pages (`index.html`, `404.html`: a page is
 * rendered with current content, never read from disk), a precompressed copy
 * asked for by name (`/index.html.gz`, `/sitemap.xml.br`: those are codings
 * of a file, sent only when the request accepts them, with Content-Encoding),
 * and what the build writes for others (`_headers` for a static host,
 * `routes.json` for the tests, `.vite/` for the server).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentCoding } from './accept-encoding.ts';
import { ROUTES_FILE } from './site-manifest.ts';
import { STATIC_HOST_HEADERS_FILE } from './static-host-headers.ts';

/** Precompressed copies beside a file (scripts/compress.ts), by the coding each holds. */
const PRECOMPRESSED = { br: '.br', gzip: '.gz' } as const;
const BUILD_OUTPUT = new Set([`/${STATIC_HOST_HEADERS_FILE}`, `/${ROUTES_FILE}`]);

export interface PublicFiles {
  /** A file the site serves at this (decoded) path: the codings it is kept in, smallest first; else undefined. */
  codingsOf: (path: string) => readonly ContentCoding[] | undefined;
}

export function listPublicFiles(clientDir: string): PublicFiles {
  const files = new Map<string, ContentCoding[]>();
  const walk = (directory: string, prefix: string) => {
    if (!existsSync(directory)) return;
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) walk(join(directory, entry.name), path);
      else if (entry.isFile()) files.set(path, ['identity']);
    }
  };
  walk(clientDir, '');
  for (const path of [...files.keys()]) {
    const precompressedOf = Object.entries(PRECOMPRESSED).find(([, suffix]) => path.endsWith(suffix));
    if (precompressedOf && files.has(path.slice(0, -precompressedOf[1].length))) files.delete(path);
  }
  for (const [path, codings] of files) {
    if (path.endsWith('.html') || BUILD_OUTPUT.has(path)) {
      files.delete(path);
      continue;
    }
    // Smallest first: brotli, then gzip, then the file itself.
    if (existsSync(join(clientDir, `${path}${PRECOMPRESSED.gzip}`))) codings.unshift('gzip');
    if (existsSync(join(clientDir, `${path}${PRECOMPRESSED.br}`))) codings.unshift('br');
  }
  return { codingsOf: (path) => files.get(path) };
}
