/**
 * Draft preview sessions: who may see drafts. An editor proves they know
 * PREVIEW_SECRET once (compared in constant time) and gets a session cookie:
 * HttpOnly (no script reads it), SameSite=Lax (no other site's page can send
 * it with a request of its own), Secure over https, for two hours. The cookie
 * holds only its expiry and an HMAC of it, under a key derived from the
 * secret: it cannot be forged or extended without the secret, and changing the
 * secret ends every session.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
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
  /** Whether the request carries a session cookie that is genuine and unexpired. */
  isSession: (request: IncomingMessage) => boolean;
}

/** The Set-Cookie value that ends a session (valid whether or not preview is enabled). */
export function closeCookie(request: IncomingMessage): string {
  return cookie(request, '', 0);
}

export function createPreviewSessions(secret: string, now: () => number = Date.now): PreviewSessions {
  const key = createHmac('sha256', secret).update(KEY_PURPOSE).digest();
  const secretDigest = digest(secret);
  const sign = (expires: string) => createHmac('sha256', key).update(expires).digest();

  return {
    secretMatches: (given) => timingSafeEqual(digest(given), secretDigest),
    openCookie(request) {
      const expires = String(Math.floor(now() / 1000) + SESSION_SECONDS);
      return cookie(request, `${expires}.${sign(expires).toString('base64url')}`, SESSION_SECONDS);
    },
    isSession(request) {
      const value = cookieValue(request.headers.cookie, PREVIEW_COOKIE);
      const [expires = '', signature = ''] = value?.split('.') ?? [];
      if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= now()) return false;
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(expires);
      return given.length === expected.length && timingSafeEqual(given, expected);
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
