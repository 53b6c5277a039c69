/**
 * The preview endpoints, under /api/preview (src/preview/paths.ts):
 *
 * - GET /api/preview?secret=…&redirect=/path opens a session (preview-session.ts)
 *   and sends the editor to the path; a wrong or missing secret gets 401 and no cookie.
 * - GET /api/preview/exit[?redirect=/path] ends it, back on the path (or the page the
 *   editor came from).
 * - /api/preview/v<apiVersion>/data/query/<dataset> and …/data/live/events/<dataset>:
 *   the drafts API a session's pages read through (the embedded service's drafts, or
 *   Sanity's, read with the server's token), 401 without a session.
 *
 * A redirect only ever goes to a path of this site (one leading slash, as
 * form-post.ts checks it). Nothing here is cached by anyone, or indexed.
 * Without PREVIEW_SECRET, preview is off: everything here answers 404 but the
 * exit, which still clears a cookie left from before.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PREVIEW_API_PATH, PREVIEW_EXIT_PATH } from '../src/preview/paths.ts';
import { PRIVATE_HEADERS, type ContentHandler } from './content-service.ts';
import { isSingleSlashPath } from './form-post.ts';
import { eventFrame } from './live-event-streams.ts';
import { closeCookie, type PreviewSessions } from './preview-session.ts';
import { LIVE_EVENTS_PATH } from './query-http.ts';

export interface PreviewApiOptions {
  /** Undefined when PREVIEW_SECRET is not set: preview is off. */
  sessions: PreviewSessions | undefined;
  /** The drafts API (the content service's handleDrafts, or sanity-drafts.ts), reached only with a session. */
  drafts: ContentHandler;
}

/** Answers the request if it is one of the preview endpoints (true), else leaves it (false). */
export type PreviewApi = (request: IncomingMessage, response: ServerResponse, url: URL) => boolean;

const NOT_CACHED = { ...PRIVATE_HEADERS, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };

export function createPreviewApi({ sessions, drafts }: PreviewApiOptions): PreviewApi {
  return (request, response, url) => {
    const { pathname } = url;
    if (pathname !== PREVIEW_API_PATH && !pathname.startsWith(`${PREVIEW_API_PATH}/`)) return false;
    if (pathname === PREVIEW_EXIT_PATH) {
      redirect(response, destination(url, request), closeCookie(request));
      return true;
    }
    if (!sessions) {
      sendText(response, 404, 'Not found');
      return true;
    }
    if (pathname === PREVIEW_API_PATH) {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.setHeader('allow', 'GET, HEAD');
        sendText(response, 405, 'Method not allowed');
      } else if (!sessions.secretMatches(url.searchParams.get('secret') ?? '')) {
        sendText(response, 401, 'That is not the preview secret.');
      } else {
        redirect(response, destination(url, request), sessions.openCookie(request));
      }
      return true;
    }
    // The drafts API answers Sanity's paths: /api/preview/v2025-05-18/data/query/production is its /v2025-05-18/data/query/production.
    const apiPath = pathname.slice(PREVIEW_API_PATH.length);
    if (!sessions.isSession(request)) {
      const description = 'Drafts need a preview session';
      if (LIVE_EVENTS_PATH.test(apiPath)) endStream(response, description);
      else sendJson(response, 401, { error: { description, type: 'unauthorized' } });
      return true;
    }
    request.url = `${apiPath}${url.search}`;
    drafts(request, response, () => sendJson(response, 404, { error: { description: 'Not found', type: 'notFound' } }));
    return true;
  };
}

/**
 * Where to go: the `redirect` parameter, else (leaving) the page the link was on, if it is this
 * site's; else the home page. Only a single-slash path of this site, whatever a request says.
 */
function destination(url: URL, request: IncomingMessage): string {
  const wanted = url.searchParams.get('redirect') ?? sameSiteReferrer(request);
  if (wanted === undefined || !isSingleSlashPath(wanted)) return '/';
  const resolved = new URL(wanted, 'http://site.local');
  return resolved.origin === 'http://site.local' ? `${resolved.pathname}${resolved.search}${resolved.hash}` : '/';
}

function sameSiteReferrer(request: IncomingMessage): string | undefined {
  const { referer, host } = request.headers;
  if (!referer || !host) return undefined;
  try {
    const from = new URL(referer);
    return from.host === host ? `${from.pathname}${from.search}` : undefined;
  } catch {
    return undefined;
  }
}

function redirect(response: ServerResponse, location: string, cookie: string): void {
  response.writeHead(303, { ...NOT_CACHED, location, 'set-cookie': cookie });
  response.end();
}

function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { ...NOT_CACHED, 'content-type': 'text/plain; charset=utf-8' });
  response.end(text);
}

/**
 * A browser's EventSource cannot read a refusal's status, and the client would retry it every second:
 * in the stream's own terms (a channelError), the client stops, and says why.
 */
function endStream(response: ServerResponse, description: string): void {
  response.writeHead(200, { ...NOT_CACHED, 'content-type': 'text/event-stream; charset=utf-8' });
  response.end(eventFrame('channelError', { message: description }));
}

function sendJson(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { ...NOT_CACHED, 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}
