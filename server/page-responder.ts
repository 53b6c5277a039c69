/**
 * Pages on request: rendered with their content, cached per route for no
 * longer than the content's freshness window, compressed once per render, and
 * sent with headers a CDN can cache by. Query strings do not change a page, so
 * they never make a new render (a random ?x= cannot fill the cache or the CPU).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import type { RenderedPage } from '../src/entry-server.tsx';
import type { Template } from './html-document.ts';

export interface PageResponderOptions {
  template: Template;
  render: (url: string) => Promise<RenderedPage>;
  /** A render is served for at most this long (the content freshness window). */
  maxAgeMs: number;
  /** Post-processing of every page (the benchmark strips scripts with it). */
  transform?: (html: string) => string;
  now?: () => number;
}

interface CachedPage {
  status: number;
  renderedAt: number;
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Rendered in its loading state because content could not be read: never cached. */
  degraded: boolean;
}

type Outcome = { kind: 'redirect'; location: string } | { kind: 'page'; page: CachedPage };

/** What to render: the path alone (query strings do not change a page), cached under one key per page. */
export interface PageTarget {
  pathname: string;
  /** The page's route, or one key for every path that shows the not-found page. */
  cacheKey: string;
  /** The request's query string, kept on a redirect. */
  search: string;
}

/** What a CDN may do: keep a page a minute, and serve it stale while revalidating for four more. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=240';

export function createPageResponder(options: PageResponderOptions) {
  const now = options.now ?? Date.now;
  const cache = new Map<string, CachedPage>();
  const inFlight = new Map<string, Promise<Outcome>>();

  async function renderFresh(pathname: string): Promise<Outcome> {
    const rendered = await options.render(pathname);
    if (rendered.kind === 'redirect') return rendered;
    const html = options.template.compose(rendered);
    const identity = Buffer.from(options.transform ? options.transform(html) : html);
    const page: CachedPage = {
      status: rendered.status,
      renderedAt: rendered.state.renderedAt,
      etag: `"${createHash('sha1').update(identity).digest('base64url').slice(0, 20)}"`,
      identity,
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
      gzip: gzipSync(identity, { level: 6 }),
      degraded: rendered.contentFailed,
    };
    return { kind: 'page', page };
  }

  /** One render per route at a time; the not-found page is one entry, whatever the path. */
  function outcomeFor({ pathname, cacheKey }: PageTarget): Promise<Outcome> {
    const cached = cache.get(cacheKey);
    if (cached && now() - cached.renderedAt < options.maxAgeMs) return Promise.resolve({ kind: 'page', page: cached });
    const pending = inFlight.get(cacheKey);
    if (pending) return pending;
    const started = renderFresh(pathname)
      .then((outcome) => {
        if (outcome.kind === 'page' && !outcome.page.degraded) cache.set(cacheKey, outcome.page);
        return outcome;
      })
      .finally(() => inFlight.delete(cacheKey));
    inFlight.set(cacheKey, started);
    return started;
  }

  return async function respond(request: IncomingMessage, response: ServerResponse, target: PageTarget): Promise<void> {
    const outcome = await outcomeFor(target);
    if (outcome.kind === 'redirect') sendRedirect(response, `${outcome.location}${target.search}`);
    else sendPage(request, response, outcome.page, now());
  };
}

/** Permanent, and the query string (campaign tags, say) goes along. */
export function sendRedirect(response: ServerResponse, location: string): void {
  response.writeHead(301, { location, 'cache-control': 'public, max-age=3600' });
  response.end();
}

function sendPage(request: IncomingMessage, response: ServerResponse, page: CachedPage, now: number): void {
  const headers: Record<string, string | number> = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': page.degraded ? 'no-store' : PAGE_CACHE_CONTROL,
    age: Math.max(0, Math.floor((now - page.renderedAt) / 1000)),
    etag: page.etag,
    vary: 'accept-encoding',
  };
  if (request.headers['if-none-match'] === page.etag && page.status === 200) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const [body, encoding] = /\bbr\b/.test(accepted)
    ? [page.br, 'br']
    : /\bgzip\b/.test(accepted)
      ? [page.gzip, 'gzip']
      : [page.identity, undefined];
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-length'] = body.length;
  response.writeHead(page.status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}
