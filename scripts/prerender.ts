/**
 * Part of `npm run build`: writes each page route as static HTML into
 * dist/client (<route>/index.html, and 404.html for the not-found page), so the
 * first paint does not wait for JavaScript. Content is not baked in: content
 * pages are written in their loading state and read their content in the
 * browser, as the spec's loading/empty/loaded states require.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseSiteRoutes, ROUTES_FILE } from '../server/site-manifest';
import { preloadsFor, readBuildManifest, readPageSources } from './page-preloads';

const CLIENT = resolve('dist/client');
export const NOT_FOUND_FILE = '404.html';
/** Any path no manifest claims renders the not-found page. */
const UNCLAIMED_PATH = '/__not-found__';

interface Entry {
  renderRoute: (path: string) => Promise<{ html: string; status: number }>;
}

const entry = (await import(pathToFileURL(resolve('dist/server/entry-server.js')).href)) as Entry;
const template = readFileSync(join(CLIENT, 'index.html'), 'utf8');
const { pages } = parseSiteRoutes(readFileSync(join(CLIENT, ROUTES_FILE), 'utf8'));
const sources = readPageSources(resolve('page-manifests'));
const build = readBuildManifest(CLIENT);

/** React 19 emits the page's <title> and <meta> first; they belong in <head>. */
function splitHead(html: string): { head: string; body: string } {
  const match = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>)+/.exec(html);
  return match ? { head: match[0], body: html.slice(match[0].length) } : { head: '', body: html };
}

function page(html: string, route: string): string {
  const { head, body } = splitHead(html);
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
  const source = sources.get(route);
  const preloads = source ? preloadsFor(source, build) : [];
  const hints = preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
  return (
    template
      .replace(/<title>[^<]*<\/title>/, head)
      // After Vite's own tags: the entry and vendor chunks matter most, then the page's own.
      .replace('</head>', () => `${hints}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`)
  );
}

const started = performance.now();
for (const route of pages) {
  const { html, status } = await entry.renderRoute(route);
  if (status !== 200) throw new Error(`Prerendering ${route} answered ${status}`);
  const file = route === '/' ? join(CLIENT, 'index.html') : join(CLIENT, route.slice(1), 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page(html, route));
}
const notFound = await entry.renderRoute(UNCLAIMED_PATH);
writeFileSync(join(CLIENT, NOT_FOUND_FILE), page(notFound.html, '*'));
console.log(
  `Prerendered ${pages.length} pages and ${NOT_FOUND_FILE} in ${Math.round(performance.now() - started)} ms.`,
);
