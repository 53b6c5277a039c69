/**
 * Pages on request: rendered with their content, kept per route (page-cache.ts
 * says for how long, how a live event renders one again, and what is served
 * when content cannot be read), compressed once per render, and sent with
 * headers a CDN can cache by. Query strings do not change a page, so they never
 * make a new render (a random ?x= cannot fill the cache or the CPU).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import type { RenderedPage } from '../src/entry-server.tsx';
import { COMPRESSED_FIRST, encodingFor, sendNotAcceptable } from './accept-encoding.ts';
import type { Template } from './html-document.ts';
import { createPageCache, RenderTimeoutError, type Outcome, type RenderedCopy } from './page-cache.ts';

export interface PageResponderOptions {
  template: Template;
  render: (url: string) => Promise<RenderedPage>;
  /** A render is served without rendering again for this long (the content freshness window). */
  maxAgeMs: number;
  /** While content is failing, a route renders again at most this often (default: the window, at most 30 s). */
  retryIntervalMs?: number;
  /** A request waits this long for a render before it gets the last good one (default 5 s). */
  renderTimeoutMs?: number;
  /** Post-processing of every page (the benchmark strips scripts with it). */
  transform?: (html: string) => string;
  now?: () => number;
  log?: (message: string) => void;
}

/** What the live subscription tells the pages (live-follower.ts, wired in production-site.ts; see page-cache.ts). */
export interface LivePages {
  /** Content with these sync tags changed: the routes that read it render again, in the background. */
  invalidate: (tags: Iterable<string>) => string[];
  /** What changed is unknown (a restart): every route renders again. */
  invalidateAll: () => string[];
  /** Following events (pages are current until an event names them), or not (the freshness window applies). */
  setLive: (following: boolean) => void;
}

export interface PageResponder extends LivePages {
  respond: (request: IncomingMessage, response: ServerResponse, target: PageTarget) => Promise<void>;
}

interface CachedPage extends RenderedCopy {
  status: number;
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** What to render: the path alone (query strings do not change a page), cached under one key per page. */
export interface PageTarget {
  pathname: string;
  /** The page's route, or one key for every path that shows the not-found page. */
  cacheKey: string;
  /** The request's query string, kept on a redirect. */
  search: string;
}

const MAX_RETRY_INTERVAL_MS = 30_000;
const DEFAULT_RENDER_TIMEOUT_MS = 5000;
/** How long a CDN may serve a page stale when the server errs (RFC 5861); the server itself keeps its last good render as long as it runs. */
const STALE_IF_ERROR_SECONDS = 24 * 60 * 60;
/**
 * How long a CDN may serve a page without asking, and then serve it stale while it asks. The origin
 * renders a page again within a second or so of a publish (live-follower.ts), so a long CDN
 * lifetime would be most of the delay an editor sees: 10 s fresh, 50 s stale at most, and a
 * revalidation is cheap (an ETag the origin answers with 304 from memory).
 */
const CDN_FRESH_SECONDS = 10;
const CDN_STALE_SECONDS = 50;

/**
 * What a CDN may do with a page that stays current for `freshForMs` more: keep it 10 s (or what is left,
 * if less), serve it stale while revalidating for up to 50 s more (within what is left), and for a day if
 * the server errs meanwhile.
 *
 * The origin sends no `Age`: a render it answers with is its current one, however long ago it was made
 * (a quiet page can be hours old and still current while live events are followed). An RFC 9111 cache
 * subtracts `Age` from `s-maxage`, so a growing one made every quiet page arrive at a CDN already stale,
 * and no CDN kept any. Where the render does expire (the freshness window, while events are not
 * followed), the directive itself says how long is left.
 */
export function pageCacheControl(freshForMs: number): string {
  const left = Math.max(0, Math.floor(freshForMs / 1000));
  const shared = Math.min(CDN_FRESH_SECONDS, left);
  const revalidating = Math.min(CDN_STALE_SECONDS, left - shared);
  return [
    'public, max-age=0',
    `s-maxage=${shared}`,
    ...(revalidating > 0 ? [`stale-while-revalidate=${revalidating}`] : []),
    `stale-if-error=${STALE_IF_ERROR_SECONDS}`,
  ].join(', ');
}

export function createPageResponder(options: PageResponderOptions): PageResponder {
  const now = options.now ?? Date.now;
  const cache = createPageCache<CachedPage>({
    produce: renderFresh,
    maxAgeMs: options.maxAgeMs,
    retryIntervalMs: options.retryIntervalMs ?? Math.min(options.maxAgeMs, MAX_RETRY_INTERVAL_MS),
    renderTimeoutMs: options.renderTimeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS,
    now,
    log: options.log ?? ((message) => console.warn(message)),
  });

  async function renderFresh(pathname: string): Promise<Outcome<CachedPage>> {
    const rendered = await options.render(pathname);
    if (rendered.kind === 'redirect') return rendered;
    const html = options.template.compose(rendered);
    const identity = Buffer.from(options.transform ? options.transform(html) : html);
    const page: CachedPage = {
      status: rendered.status,
      renderedAt: rendered.renderedAt,
      etag: `"${createHash('sha1').update(identity).digest('base64url').slice(0, 20)}"`,
      identity,
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
      gzip: gzipSync(identity, { level: 6 }),
      degraded: rendered.contentFailed,
      syncTags: rendered.syncTags,
    };
    return { kind: 'page', page };
  }

  async function respond(request: IncomingMessage, response: ServerResponse, target: PageTarget): Promise<void> {
    let outcome: Outcome<CachedPage>;
    try {
      outcome = await cache.serve(target.cacheKey, target.pathname);
    } catch (error) {
      if (!(error instanceof RenderTimeoutError)) throw error;
      response.writeHead(503, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        'retry-after': '5',
      });
      response.end('The page is taking too long to render. Please try again in a moment.');
      return;
    }
    if (outcome.kind === 'redirect') sendRedirect(response, `${outcome.location}${target.search}`);
    else {
      const cacheControl = pageCacheControl(cache.freshForMs(target.cacheKey, outcome.page));
      sendPage(request, response, outcome.page, cacheControl);
    }
  }

  return {
    respond,
    invalidate: (tags) => cache.invalidate(tags),
    invalidateAll: () => cache.invalidateAll(),
    setLive: (following) => cache.setLive(following),
  };
}

/** Permanent, and the query string (campaign tags, say) goes along. */
export function sendRedirect(response: ServerResponse, location: string): void {
  response.writeHead(301, { location, 'cache-control': 'public, max-age=3600' });
  response.end();
}

function sendPage(request: IncomingMessage, response: ServerResponse, page: CachedPage, cacheControl: string): void {
  const headers: Record<string, string | number> = {
    'content-type': 'text/html; charset=utf-8',
    // The loading state is for this request only: no one may keep it in place of the page.
    'cache-control': page.degraded ? 'no-store' : cacheControl,
    // When this render was made: the same for as long as the route serves it (a CDN may compare it).
    'last-modified': new Date(page.renderedAt).toUTCString(),
    etag: page.etag,
    vary: 'accept-encoding',
  };
  if (request.headers['if-none-match'] === page.etag && page.status === 200) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  const encoding = encodingFor(request, COMPRESSED_FIRST);
  if (!encoding) return sendNotAcceptable(response);
  const body = page[encoding];
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  headers['content-length'] = body.length;
  response.writeHead(page.status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}
