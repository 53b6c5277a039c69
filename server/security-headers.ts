import type { ServerResponse } from 'node:http';

/**
 * Sent with every response. Style elements come only from the site's own
 * stylesheets (Mantine's theme variables are built into one, see
 * server/vite-plugins.ts), so `style-src-elem` allows no inline <style>.
 * Style attributes stay allowed: Mantine writes its per-component CSS
 * variables into them. `style-src` keeps 'unsafe-inline' only for browsers
 * that predate the -elem/-attr split (they would otherwise drop every Mantine
 * style attribute); browsers that know the split ignore it for both.
 * Scripts are never inline.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "style-src-elem 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data: https://cdn.sanity.io",
  "font-src 'self'",
  "connect-src 'self' https://*.sanity.io",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export function setSecurityHeaders(response: ServerResponse): void {
  response.setHeader('content-security-policy', CONTENT_SECURITY_POLICY);
  response.setHeader('x-content-type-options', 'nosniff');
  response.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  response.setHeader('x-frame-options', 'DENY');
  response.setHeader('cross-origin-opener-policy', 'same-origin');
  response.setHeader('permissions-policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
}
