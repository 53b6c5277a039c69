/**
 * The preview endpoints, under /api/preview (src/preview/paths.ts):
 *
 * - GET /api/preview?secret=…&redirect=/path opens a session (preview-session.ts)
 *   and sends the editor to the path; a wrong or missing secret gets 401 and no cookie.
 *   Wrong secrets are limited per client address (attempt-limit.ts): past 5, an
 *   attempt is refused unchecked with 429 and Retry-After, and the log says so at
 *   most once a minute.
 * - POST /api/preview/exit[?redirect=/path] ends it, back on the path (or the page the
 *   editor came from): the banner's form (src/shell/PreviewBanner.tsx), which works
 *   without JavaScript. The session is revoked on the server, not just its cookie
 *   cleared. Only a POST from this site's own pages: a GET gets 405 and a post from
 *   another site 403, so no other site can end an editor's preview with a link or a
 *   form of its own.
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
import { createAttemptLimit, type AttemptLimit } from './attempt-limit.ts';
import { PRIVATE_HEADERS, type ContentHandler } from './content-service.ts';
import { isSingleSlashPath } from './form-post.ts';
import { eventFrame } from './live-event-streams.ts';
import { closeCookie, type PreviewSessions } from './preview-session.ts';
import { isFromAnotherSite } from './same-origin.ts';
import { LIVE_EVENTS_PATH } from './query-http.ts';

export interface PreviewApiOptions {
  /** Undefined when PREVIEW_SECRET is not set: preview is off. */
  sessions: PreviewSessions | undefined;
  /** The drafts API (the content service's handleDrafts, or sanity-drafts.ts), reached only with a session. */
  drafts: ContentHandler;
  /** The public origin (SITE_URL): a post from it is this site's own, whatever Host a proxy passes on. */
  siteUrl?: string;
  /** How wrong secrets are limited (default: createAttemptLimit's 5, then one every 12 s, per address). */
  wrongSecrets?: AttemptLimit;
}

/** Answers the request if it is one of the preview endpoints (true), else leaves it (false). */
export type PreviewApi = (request: IncomingMessage, response: ServerResponse, url: URL) => boolean;

const NOT_CACHED = { ...PRIVATE_HEADERS, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };

export function createPreviewApi({ sessions, drafts, siteUrl, wrongSecrets }: PreviewApiOptions): PreviewApi {
  const limit = wrongSecrets ?? createAttemptLimit({ what: 'preview secret' });
  return (request, response, url) => {
    const { pathname } = url;
    if (pathname !== PREVIEW_API_PATH && !pathname.startsWith(`${PREVIEW_API_PATH}/`)) return false;
    if (pathname === PREVIEW_EXIT_PATH) {
      leave(request, response, url);
      return true;
    }
    if (!sessions) {
      sendText(response, 404, 'Not found');
      return true;
    }
    if (pathname === PREVIEW_API_PATH) {
      enter(request, response, url, sessions);
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

  /** Entering: the secret, checked only while this address has not had too many wrong. */
  function enter(request: IncomingMessage, response: ServerResponse, url: URL, open: PreviewSessions): void {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('allow', 'GET, HEAD');
      return sendText(response, 405, 'Method not allowed');
    }
    const address = request.socket.remoteAddress ?? 'unknown';
    const wait = limit.waitSeconds(address);
    if (wait > 0) {
      response.setHeader('retry-after', String(wait));
      return sendText(response, 429, `Too many wrong preview secrets from here: try again in ${wait} s.`);
    }
    if (!open.secretMatches(url.searchParams.get('secret') ?? '')) {
      limit.failed(address);
      return sendText(response, 401, 'That is not the preview secret.');
    }
    redirect(response, destination(url, request), open.openCookie(request));
  }

  /** Exit preview: a POST from this site's pages revokes the session and clears its cookie (with preview off too). */
  function leave(request: IncomingMessage, response: ServerResponse, url: URL): void {
    request.resume();
    if (request.method !== 'POST') {
      response.setHeader('allow', 'POST');
      return sendText(response, 405, 'Leave preview with the Exit preview button of the banner.');
    }
    if (isFromAnotherSite(request, siteUrl)) return sendText(response, 403, 'Preview is left from this site only.');
    sessions?.revoke(request);
    redirect(response, destination(url, request), closeCookie(request));
  }
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
