/**
 * The production server: pages rendered on request with their content (see
 * page-responder.ts), the client build's files (precompressed, hashed assets
 * immutable) and the embedded content service, on one origin. Every URL gets
 * the answer the browser's router would give it: a page (200), a redirect to
 * its one canonical spelling (301, query string kept), or the not-found page (404).
 * Before any of that, the probes an orchestrator asks: /healthz and /readyz; and
 * the preview endpoints (preview-api.ts). A request in a preview session gets its
 * page with drafts, rendered for it alone (preview-pages.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import sirv from 'sirv';
import type { RouteMatch } from '../src/routing/match-route.ts';
import { encodingFor, sendNotAcceptable } from './accept-encoding.ts';
import { normaliseRange } from './byte-range.ts';
import type { ContentService } from './content-service.ts';
import { createDrainer, type DrainOptions } from './draining.ts';
import { formPostLocation } from './form-post.ts';
import { sendRedirect, type PageTarget } from './page-responder.ts';
import type { PreviewApi } from './preview-api.ts';
import type { PreviewResponder } from './preview-pages.ts';
import { listPublicFiles } from './public-files.ts';
import { securityHeaders, setSecurityHeaders } from './security-headers.ts';

export interface SitePages {
  match: (pathname: string) => RouteMatch;
  respond: (request: IncomingMessage, response: ServerResponse, target: PageTarget) => Promise<void>;
}

/** Draft preview, when PREVIEW_SECRET is set (production-site.ts puts it together). */
export interface SitePreview {
  /** The /api/preview endpoints. */
  api: PreviewApi;
  /** Whether the request carries a preview session. */
  isSession: (request: IncomingMessage) => boolean;
  /** A session's page: drafts, never cached. */
  respond: PreviewResponder;
  /** Ends the drafts' event streams (draining). */
  close: () => void;
}

export interface SiteServerOptions {
  /** The client build: dist/client. */
  clientDir: string;
  content: ContentService;
  pages: SitePages;
  /** The CSP hashes of the pages' inline scripts (Template.scriptHashes). */
  scriptHashes?: readonly string[];
  /** The public origin (SITE_URL): over https, every response carries HSTS (security-headers.ts). */
  siteUrl?: string;
  /** How long draining waits for in-flight responses and incomplete requests (see draining.ts). */
  drain?: DrainOptions;
  preview?: SitePreview;
}

export interface SiteServer {
  server: Server;
  /** Starts draining: /readyz fails from now on; resolves once every connection has closed (see draining.ts). */
  drain: () => Promise<void>;
}

/** Liveness: the process answers. Readiness: it takes new visitors (not while draining). */
export const LIVENESS_PATH = '/healthz';
export const READINESS_PATH = '/readyz';

const HASHED_ASSET = /^\/assets\//;
/** A file, not a page: the last segment has an extension (".html" excepted: those are spellings of pages). */
const FILE_PATH = /\/[^/]*\.(?!html$)[^/.]+$/;
/** Every path that shows the not-found page shares one render. */
const NOT_FOUND_KEY = '*';

export function createSiteServer(options: SiteServerOptions): SiteServer {
  const { clientDir, content, pages, preview, scriptHashes = [] } = options;
  const headers = securityHeaders(scriptHashes, options.siteUrl);
  const files = sirv(clientDir, {
    etag: true,
    gzip: true,
    brotli: true,
    // Pages are rendered, never read from disk: no "/404" finding 404.html, no directory indexes.
    extensions: [],
    dotfiles: false,
    // Hashed assets never change; unhashed files are revalidated on every visit.
    setHeaders(response, pathname) {
      response.setHeader(
        'cache-control',
        HASHED_ASSET.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    setSecurityHeaders(response, headers);
    const url = parseRequestUrl(request.url);
    if (!url) return sendText(response, 400, 'Bad request');
    if (url.pathname === LIVENESS_PATH) return sendProbe(response, 200, 'ok');
    if (url.pathname === READINESS_PATH) {
      return drainer.draining ? sendProbe(response, 503, 'draining') : sendProbe(response, 200, 'ready');
    }
    if (preview?.api(request, response, new URL(`${url.pathname}${url.search}`, 'http://site.local'))) return;
    content.handle(request, response, () => {
      if (request.method === 'POST' && !FILE_PATH.test(url.decoded)) {
        return answerFormPost(request, response, formPostLocation(pages.match(url.pathname), url));
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.setHeader('allow', FILE_PATH.test(url.decoded) ? 'GET, HEAD' : 'GET, HEAD, POST');
        return sendText(response, 405, 'Method not allowed');
      }
      if (FILE_PATH.test(url.decoded)) return serveFile(request, response, url.decoded);
      const match = pages.match(url.pathname);
      if (match.kind === 'redirect') return sendRedirect(response, `${match.location}${url.search}`);
      const cacheKey = match.kind === 'page' ? match.route : NOT_FOUND_KEY;
      const respond = preview?.isSession(request) ? preview.respond : pages.respond;
      respond(request, response, { pathname: url.pathname, search: url.search, cacheKey }).catch((error) => {
        console.error(`[server] rendering ${url.pathname} failed:`, error);
        if (!response.headersSent) sendText(response, 500, 'Internal server error');
        else response.destroy();
      });
    });
  };

  const publicFiles = listPublicFiles(clientDir);
  const serveFile = (request: IncomingMessage, response: ServerResponse, path: string) => {
    const codings = publicFiles.codingsOf(path);
    if (!codings) return sendText(response, 404, 'Not found');
    const coding = encodingFor(request, codings);
    if (!coding) return sendNotAcceptable(response);
    // sirv picks a precompressed copy by the header: it is told the one coding chosen here, q-values and all.
    request.headers['accept-encoding'] = coding === 'identity' ? '' : coding;
    const range = normaliseRange(request.headers.range);
    if (range === undefined) delete request.headers.range;
    else request.headers.range = range;
    files(request, response, () => sendText(response, 404, 'Not found'));
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
  const drainer = createDrainer(server, options.drain);
  return {
    server,
    drain: () => {
      // Event streams never finish by themselves: ended now (with a goaway), they hold nothing open.
      content.endStreams();
      preview?.close();
      return drainer.drain();
    },
  };
}

/**
 * The contact forms send nothing (spec point 7). With JavaScript they say so; a
 * browser without it posts the form to the page, and is sent back to the page,
 * at the notice that says so (form-post.ts): the body is never read, stored or logged.
 */
function answerFormPost(request: IncomingMessage, response: ServerResponse, location: string): void {
  request.resume();
  response.writeHead(303, { location, 'cache-control': 'no-store' });
  response.end();
}

/** Probes are for machines, and about this moment: plain text, never cached. */
function sendProbe(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  response.end(text);
}

export interface RequestUrl {
  /** As the browser's router sees it (percent-encoded): what pages are matched on. */
  pathname: string;
  /** Decoded: what files are looked up by. */
  decoded: string;
  search: string;
}

/** The request's URL, or undefined for anything malformed or hostile (bad escapes, NUL, backslashes, "..", "//"). */
function parseRequestUrl(raw: string | undefined): RequestUrl | undefined {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return undefined;
  let url: URL;
  let decoded: string;
  try {
    url = new URL(raw, 'http://site.local');
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
  if (/[\0\\]/.test(decoded) || decoded.split('/').includes('..')) return undefined;
  return { pathname: url.pathname, decoded, search: url.search };
}

function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' });
  response.end(text);
}
