/**
 * Draft preview sessions: who may see drafts. An editor proves they know
 * PREVIEW_SECRET once (compared in constant time) and gets a session cookie:
 * HttpOnly (no script reads it), SameSite=Lax (no other site's page can send
 * it with a request of its own), Secure over https, for two hours. The cookie
 * holds only its expiry, a random session id and an HMAC of both, under a key
 * derived from the secret: it cannot be forged or extended without the secret,
 * and changing the secret ends every session.
 *
 * Leaving (the banner's Exit preview) revokes the session here, not only in
 * the editor's browser: a copy of the cookie shows drafts no more. The server
 * remembers a revoked id until the cookie would have expired anyway (at most
 * two hours, a few bytes each). It remembers it in this process: after a
 * restart, or on another instance behind the same balancer, a copied cookie
 * works until its expiry (change PREVIEW_SECRET to end every session at once).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { TLSSocket } from 'node:tls';

export const PREVIEW_COOKIE = 'preview_session';
const SESSION_SECONDS = 2 * 60 * 60;
/** What the key is for, so the secret's HMAC key serves nothing else. */
const KEY_PURPOSE = 'mindrise preview session cookie, v1';

export interface PreviewSessions {
  /** Whether `given` is the secret, in time that does not depend on where they differ (or on their lengths). */
  secretMatches: (given: string) => boolean;
  /** The Set-Cookie value that opens a session. */
  openCookie: (request: IncomingMessage) => string;
  /** Whether the request carries a session cookie that is genuine, unexpired and not revoked. */
  isSession: (request: IncomingMessage) => boolean;
  /** Ends the request's session for good (its cookie, wherever it was copied, stops working). */
  revoke: (request: IncomingMessage) => void;
}

/** Revoked sessions remembered at most: far more than editors leave in two hours. */
const MAX_REVOKED = 10_000;

/** The Set-Cookie value that ends a session (valid whether or not preview is enabled). */
export function closeCookie(request: IncomingMessage): string {
  return cookie(request, '', 0);
}

export function createPreviewSessions(secret: string, now: () => number = Date.now): PreviewSessions {
  const key = createHmac('sha256', secret).update(KEY_PURPOSE).digest();
  const secretDigest = digest(secret);
  const sign = (signed: string) => createHmac('sha256', key).update(signed).digest();
  /** Revoked session ids, and when their cookies expire (in order of revocation). */
  const revoked = new Map<string, number>();

  /** The request's genuine, unexpired session: its id and expiry (ms); undefined otherwise. */
  const sessionOf = (request: IncomingMessage) => {
    const value = cookieValue(request.headers.cookie, PREVIEW_COOKIE);
    const [expires = '', id = '', signature = '', ...rest] = value?.split('.') ?? [];
    if (rest.length > 0 || !/^\d{1,12}$/.test(expires) || !/^[\w-]{16}$/.test(id)) return undefined;
    const expiresMs = Number(expires) * 1000;
    if (expiresMs <= now()) return undefined;
    const given = Buffer.from(signature, 'base64url');
    const expected = sign(`${expires}.${id}`);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return { id, expiresMs };
  };

  return {
    secretMatches: (given) => timingSafeEqual(digest(given), secretDigest),
    openCookie(request) {
      const expires = String(Math.floor(now() / 1000) + SESSION_SECONDS);
      const id = randomBytes(12).toString('base64url');
      return cookie(request, `${expires}.${id}.${sign(`${expires}.${id}`).toString('base64url')}`, SESSION_SECONDS);
    },
    isSession(request) {
      const session = sessionOf(request);
      return session !== undefined && !revoked.has(session.id);
    },
    revoke(request) {
      const session = sessionOf(request);
      if (!session) return;
      for (const [id, expiresMs] of revoked) if (expiresMs <= now()) revoked.delete(id);
      revoked.set(session.id, session.expiresMs);
      if (revoked.size > MAX_REVOKED) revoked.delete(revoked.keys().next().value ?? '');
    },
  };
}

/** Equal-length digests, so timingSafeEqual neither throws on nor reveals a length. */
function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** Over https (TLS here, or a proxy in front that says so), the cookie is never sent over plain http. */
function isHttps(request: IncomingMessage): boolean {
  if (request.socket instanceof TLSSocket) return true;
  const forwarded = request.headers['x-forwarded-proto'];
  return typeof forwarded === 'string' && forwarded.split(',')[0]?.trim() === 'https';
}

function cookie(request: IncomingMessage, value: string, maxAgeSeconds: number): string {
  return [
    `${PREVIEW_COOKIE}=${value}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(isHttps(request) ? ['Secure'] : []),
  ].join('; ');
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
