/**
 * The production server: the built site from dist/client (precompressed,
 * immutable hashed assets, prerendered pages), the embedded content service on
 * the same origin. A page route gets its prerendered HTML; an unknown path gets
 * the prerendered not-found page with status 404; an unknown file a plain 404.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { normaliseRange } from './byte-range';
import { createContentService } from './content-service';
import { setSecurityHeaders } from './security-headers';
import { parseSiteRoutes, ROUTES_FILE } from './site-manifest';

export interface SiteServerOptions {
  /** The client build: dist/client. */
  clientDir: string;
  /** The embedded dataset: content/production.ndjson. */
  datasetFile: string;
}

const HASHED_ASSET = /^\/assets\//;
/** Written by scripts/prerender.ts. */
export const NOT_FOUND_PAGE = '404.html';
const LAST_SEGMENT_HAS_EXTENSION = /\/[^/]*\.[^/]+$/;

export function createSiteServer({ clientDir, datasetFile }: SiteServerOptions): Server {
  const content = createContentService({ datasetFile });
  const routes = parseSiteRoutes(readFileSync(join(clientDir, ROUTES_FILE), 'utf8'));
  const pages = new Set(routes.pages);
  const notFoundPage = readFileSync(join(clientDir, NOT_FOUND_PAGE));
  const files = sirv(clientDir, {
    etag: true,
    gzip: true,
    brotli: true,
    // Hashed assets never change; pages and unhashed files are revalidated on every visit.
    setHeaders(response, pathname) {
      response.setHeader(
        'cache-control',
        HASHED_ASSET.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  const servePage = (request: IncomingMessage, response: ServerResponse, pathname: string) => {
    const route = pathname.length > 1 ? pathname.replace(/\/(index\.html)?$/, '').replace(/\/+$/, '') || '/' : pathname;
    const redirect = routes.redirects[route];
    if (redirect) return sendRedirect(response, redirect);
    if (route !== pathname && pages.has(route)) return sendRedirect(response, route);
    if (HASHED_ASSET.test(pathname) || LAST_SEGMENT_HAS_EXTENSION.test(pathname)) {
      return sendText(response, 404, 'Not found');
    }
    response.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(request.method === 'HEAD' ? undefined : notFoundPage);
  };

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    setSecurityHeaders(response);
    const pathname = safePathname(request.url);
    if (pathname === undefined) return sendText(response, 400, 'Bad request');
    content.handle(request, response, () => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.setHeader('allow', 'GET, HEAD');
        return sendText(response, 405, 'Method not allowed');
      }
      // Page routes are their prerendered <route>/index.html, which sirv finds (compressed).
      // Other spellings of a page (trailing slash, /index.html) redirect to the one canonical URL.
      const canonical = pathname.length > 1 && (pathname.endsWith('/') || pathname.endsWith('/index.html'));
      if (canonical || pathname === `/${NOT_FOUND_PAGE}`) return servePage(request, response, pathname);
      const range = normaliseRange(request.headers.range);
      if (range === undefined) delete request.headers.range;
      else request.headers.range = range;
      files(request, response, () => servePage(request, response, pathname));
    });
  };

  // The last resort: whatever still throws answers 500 and the server keeps serving.
  const server = createServer((request, response) => {
    try {
      handle(request, response);
    } catch (error) {
      console.error(`[server] ${request.method ?? ''} ${request.url ?? ''} failed:`, error);
      if (!response.headersSent) sendText(response, 500, 'Internal server error');
      else response.destroy();
    }
  });
  server.on('close', () => void content.close());
  return server;
}

/** The decoded path, or undefined for anything malformed or hostile (bad escapes, NUL, backslashes, "..", "//"). */
function safePathname(url: string | undefined): string | undefined {
  if (!url || !url.startsWith('/') || url.startsWith('//')) return undefined;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://site.local').pathname);
  } catch {
    return undefined;
  }
  if (/[\0\\]/.test(pathname) || pathname.split('/').includes('..')) return undefined;
  return pathname;
}

function sendRedirect(response: ServerResponse, location: string): void {
  response.writeHead(301, { location, 'cache-control': 'public, max-age=3600' });
  response.end();
}

function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' });
  response.end(text);
}
