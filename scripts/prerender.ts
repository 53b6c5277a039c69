/**
 * Part of `npm run build`: every route rendered with its content (as of build
 * time) into dist/client, as <route>/index.html and 404.html (and a page and a
 * _redirects line for each redirect route), so the site can
 * be served by any static host or CDN (prerender-pages.ts: the same content
 * gives the same bytes, build after build). `npm start` renders the same pages
 * on request instead, again within a second or so of each publish.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createContentService } from '../server/content-service';
import { parseTemplate } from '../server/html-document';
import { computeScriptSources, SCRIPT_SOURCES_FILE, TEMPLATE_FILE } from '../server/page-assets';
import { staticHostHeaders, STATIC_HOST_HEADERS_FILE } from '../server/static-host-headers';
import { contentFileSetting } from '../server/server-settings';
import { redirectPage, staticHostRedirects, STATIC_HOST_REDIRECTS_FILE } from '../server/static-host-redirects';
import { siteUrlFromEnvironment } from '../server/site-url';
import type * as ServerEntryModule from '../src/entry-server';
import { prerenderPages } from './prerender-pages';

type ServerEntry = typeof ServerEntryModule;

const CLIENT = resolve('dist/client');
const NOT_FOUND_FILE = '404.html';
/** Any path no manifest claims renders the not-found page. */
const UNCLAIMED_PATH = '/__not-found__';

const started = performance.now();
// Keep the pristine index.html: the home page is about to take its place.
if (!existsSync(join(CLIENT, TEMPLATE_FILE))) copyFileSync(join(CLIENT, 'index.html'), join(CLIENT, TEMPLATE_FILE));
const template = parseTemplate(readFileSync(join(CLIENT, TEMPLATE_FILE), 'utf8'));
const siteUrl = siteUrlFromEnvironment();
// The headers a static host needs, from the same build (the CSP would name any inline script by its hash).
writeFileSync(join(CLIENT, STATIC_HOST_HEADERS_FILE), staticHostHeaders(template.scriptHashes, siteUrl));

const entry = (await import(pathToFileURL(resolve('dist/server/entry-server.js')).href)) as ServerEntry;
const scripts = computeScriptSources(CLIENT, entry.sectionBrowserNeeds());
writeFileSync(join(CLIENT, SCRIPT_SOURCES_FILE), JSON.stringify(scripts, null, 2));
const content = createContentService({ datasetFile: datasetFile(entry.configuredContentEnvironment().projectId) });
// No visitor is waiting: a slow Sanity gets longer than a page on request does. Sanity's API itself,
// not its CDN: a build a publish webhook started may otherwise read the content from before the publish.
const readContent = entry.createContentReader(content.readDocument, { timeoutMs: 30_000, useCdn: false });

try {
  const pages = await prerenderPages({
    pages: [
      ...entry.routeTable.pages.map((route) => ({
        pathname: route,
        file: route === '/' ? join(CLIENT, 'index.html') : join(CLIENT, route.slice(1), 'index.html'),
        status: 200 as const,
      })),
      { pathname: UNCLAIMED_PATH, file: join(CLIENT, NOT_FOUND_FILE), status: 404 },
    ],
    renderPage: entry.renderPage,
    readContent,
    compose: (page) => template.compose(page),
    scripts,
    siteUrl,
  });
  for (const page of pages) {
    if (page.contentFailed) console.warn(`  ${page.file}: content could not be read; written in its loading state.`);
    mkdirSync(dirname(page.file), { recursive: true });
    writeFileSync(page.file, page.html);
  }
  // A static host has no routes: each redirect route gets a page that sends the browser on, and a
  // line in _redirects for the hosts that read it (server/static-host-redirects.ts).
  for (const [route, location] of Object.entries(entry.routeTable.redirects)) {
    mkdirSync(join(CLIENT, route.slice(1)), { recursive: true });
    writeFileSync(join(CLIENT, route.slice(1), 'index.html'), redirectPage(location, siteUrl));
  }
  writeFileSync(join(CLIENT, STATIC_HOST_REDIRECTS_FILE), staticHostRedirects(entry.routeTable.redirects));
} finally {
  await content.close();
}
const count = entry.routeTable.pages.length;
console.log(
  `Prerendered ${count} pages and ${NOT_FOUND_FILE}, with content, for ${siteUrl}, in ${Math.round(performance.now() - started)} ms.`,
);

/** CONTENT_FILE, refused as the server refuses it: a typo must not build every page in its loading state. */
function datasetFile(projectId: string | undefined): string {
  try {
    return contentFileSetting(process.env.CONTENT_FILE, { embeddedContent: !projectId });
  } catch (error) {
    console.error(`Cannot prerender the pages: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
