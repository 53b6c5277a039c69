/**
 * The production server: the built site from dist/client (precompressed,
 * immutable hashed assets), the embedded content service on the same origin,
 * and the app shell for every page route. Unknown pages get the shell with a
 * 404 status (the app shows its not-found page); unknown files get a plain 404.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
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
const LAST_SEGMENT_HAS_EXTENSION = /\/[^/]*\.[^/]+$/;

export function createSiteServer({ clientDir, datasetFile }: SiteServerOptions): Server {
  const content = createContentService({ datasetFile });
  const routes = parseSiteRoutes(readFileSync(join(clientDir, ROUTES_FILE), 'utf8'));
  const pages = new Set(routes.pages);
  const shell = readFileSync(join(clientDir, 'index.html'));
  const files = sirv(clientDir, {
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(response, pathname) {
      response.setHeader(
        'cache-control',
        HASHED_ASSET.test(pathname) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    },
  });

  const servePage = (request: IncomingMessage, response: ServerResponse, pathname: string) => {
    const route = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const redirect = routes.redirects[route];
    if (redirect) return sendRedirect(response, redirect);
    if (route !== pathname && (pages.has(route) || route === '')) return sendRedirect(response, route || '/');
    if (HASHED_ASSET.test(pathname) || LAST_SEGMENT_HAS_EXTENSION.test(pathname)) {
      return sendText(response, 404, 'Not found');
    }
    response.writeHead(pages.has(pathname) ? 200 : 404, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
    });
    response.end(request.method === 'HEAD' ? undefined : shell);
  };

  return createServer((request, response) => {
    setSecurityHeaders(response);
    const pathname = safePathname(request.url);
    if (pathname === undefined) return sendText(response, 400, 'Bad request');
    content(request, response, () => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.setHeader('allow', 'GET, HEAD');
        return sendText(response, 405, 'Method not allowed');
      }
      // "/" and page routes are the app shell, never a directory index.
      if (pathname === '/' || pages.has(pathname)) return servePage(request, response, pathname);
      files(request, response, () => servePage(request, response, pathname));
    });
  });
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
