/**
 * A miniature build and server for the server tests: a client directory with
 * one hashed asset and a secret beside it, the real content service, the real
 * page responder and route matching, and a renderer that records its calls.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createContentService } from '../../server/content-service';
import { parseTemplate } from '../../server/html-document';
import { createPageResponder } from '../../server/page-responder';
import { createSiteServer } from '../../server/site-server';
import type { RenderedPage } from '../../src/entry-server';
import { createRouteTable } from '../../src/routing/match-route';
import { close, listen } from './http';

export const SECRET = 'top-secret-outside-the-site';
export const ASSET_BODY = 'console.log("app")';
/** The text of every page the build prerendered into the mini build: never to be served. */
export const BUILD_TIME_PAGE = 'a prerendered file the server must not serve';

/**
 * An inline script in the mini build's template. The site's own template has none now (its entry is a
 * module file), but the CSP must allow by its hash any inline script a template has, and this holds it.
 */
export const INLINE_ENTRY = 'import("/assets/app-abc123.js");';
const TEMPLATE = `<!doctype html><html><head><title>Site</title><script type="module">${INLINE_ENTRY}</script></head><body><div id="root"></div></body></html>`;

const routes = createRouteTable({
  '/page-manifests/home.json': { route: '/' },
  '/page-manifests/about-overview.json': { route: '/about/overview', document: 'whoWeAre' },
  '/page-manifests/services-redirect.json': { route: '/services', redirect: '/services/overview' },
  '/page-manifests/services-overview.json': { route: '/services/overview', document: 'whatWeDo' },
  '/page-manifests/not-found.json': { route: '*' },
});

export interface MiniSite {
  port: number;
  /** Every path the renderer was asked for, in order. */
  renders: string[];
  /** Makes the next renders fail to read content, as a server that cannot reach Sanity would. */
  setContentFailing: (failing: boolean) => void;
  /** Moves the renderer's clock (and so the cache's) forward. */
  advanceClock: (ms: number) => void;
  /** Starts draining, as SIGTERM does in start.ts. */
  drain: () => Promise<void>;
  stop: () => Promise<void>;
}

export async function startMiniSite(): Promise<MiniSite> {
  const root = mkdtempSync(join(tmpdir(), 'site-server-'));
  const client = join(root, 'client');
  mkdirSync(join(client, 'assets'), { recursive: true });
  writeFileSync(join(client, 'assets', 'app-abc123.js'), ASSET_BODY);
  writeFileSync(join(client, 'assets', 'app-abc123.js.br'), brotliCompressSync(ASSET_BODY));
  writeFileSync(join(client, 'assets', 'app-abc123.js.gz'), gzipSync(ASSET_BODY));
  writeFileSync(join(client, 'sitemap.xml'), '<urlset></urlset>');
  // What the build writes besides the site's files: prerendered pages (and their precompressed copies),
  // the static host's headers, the route list. None of it is a file the server serves.
  mkdirSync(join(client, 'about', 'overview'), { recursive: true });
  for (const page of ['404.html', 'index.html', 'about/overview/index.html']) {
    writeFileSync(join(client, page), BUILD_TIME_PAGE);
    writeFileSync(join(client, `${page}.br`), brotliCompressSync(BUILD_TIME_PAGE));
    writeFileSync(join(client, `${page}.gz`), gzipSync(BUILD_TIME_PAGE));
  }
  writeFileSync(join(client, '_headers'), '/*\n  X-Frame-Options: DENY\n');
  writeFileSync(join(client, 'routes.json'), '{"pages":["/"],"redirects":{}}');
  writeFileSync(join(root, 'secret.txt'), SECRET);

  const renders: string[] = [];
  let contentFailing = false;
  let clock = Date.now();
  const render = (pathname: string): Promise<RenderedPage> => {
    renders.push(pathname);
    const match = routes.match(pathname);
    if (match.kind === 'redirect') return Promise.resolve({ kind: 'redirect', location: match.location });
    const title = match.kind === 'page' ? `Page ${match.route}` : 'Oops! Page not found';
    return Promise.resolve({
      kind: 'page',
      status: match.kind === 'page' ? 200 : 404,
      head: `<title>${title}</title>`,
      body: `<main><h1>${title}</h1><p>${contentFailing ? 'Loading...' : 'Content'}</p></main>`,
      afterRoot: `<script type="application/json" id="page-scripts">{"renderedAt":${clock}}</script>`,
      renderedAt: clock,
      scripts: { enhancements: [] },
      syncTags: [],
      contentFailed: contentFailing,
    });
  };
  const content = createContentService({
    datasetFile: resolve(import.meta.dirname, '../../content/production.ndjson'),
  });
  const template = parseTemplate(TEMPLATE);
  const { respond } = createPageResponder({
    template,
    render,
    maxAgeMs: 5 * 60 * 1000,
    now: () => clock,
  });
  const { server, drain } = createSiteServer({
    clientDir: client,
    content,
    pages: { match: routes.match, respond },
    scriptHashes: template.scriptHashes,
  });
  const port = await listen(server);
  return {
    port,
    renders,
    setContentFailing: (failing) => (contentFailing = failing),
    advanceClock: (ms) => (clock += ms),
    drain,
    stop: async () => {
      if (server.listening) await close(server);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
