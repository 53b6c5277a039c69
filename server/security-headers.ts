import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/**
 * The Content-Security-Policy. Style elements come only from the site's own
 * stylesheets (Mantine's theme variables are built into one, see
 * server/vite-plugins.ts), so `style-src-elem` allows no inline <style>.
 * Style attributes stay allowed: Mantine writes its per-component CSS
 * variables into them. `style-src` keeps 'unsafe-inline' only for browsers
 * that predate the -elem/-attr split (they would otherwise drop every Mantine
 * style attribute); browsers that know the split ignore it for both.
 *
 * Scripts come from the site's origin only, and the template's inline scripts
 * (the loader, server/deferred-entry.ts) by their SHA-256: no 'unsafe-inline', so
 * an injected script, inline or from another origin, is still refused. The page's
 * Speculation Rules are inline data, allowed by their hash too: with a hash in
 * the policy, Chromium ignores 'inline-speculation-rules' (kept for a template
 * without inline scripts, where it is what allows them).
 */
function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self' 'inline-speculation-rules'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "style-src-elem 'self'",
    "style-src-attr 'unsafe-inline'",
    // The image origins content may use (isAllowedImageSource in src/lib/safe-href.ts; a test holds the two
    // together). Not imported from there: the server build would then share that module with the pages'
    // chunks, which would import it from start.js, and importing start.js starts a server.
    "img-src 'self' data: https://cdn.sanity.io",
    "font-src 'self'",
    "connect-src 'self' https://*.sanity.io",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** A CSP source for an inline script: "sha256-" and the base64 digest of its text, as the browser hashes it. */
export const scriptHash = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/**
 * Strict-Transport-Security, for a site whose public origin is https: browsers that have seen it once go
 * to https for a year, whatever link or typed address sends them to http. Sent only when SITE_URL is
 * https (a local http build must not teach a browser to refuse http://localhost), and without
 * includeSubDomains or preload: the site knows its own origin, not what else runs under its domain.
 */
export const HSTS = 'max-age=31536000';

/** Every response's security headers, by name (as a static host's header file lists them too). */
export function securityHeaders(scriptHashes: readonly string[] = [], siteUrl?: string): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(scriptHashes),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    ...(siteUrl?.startsWith('https:') ? { 'strict-transport-security': HSTS } : {}),
  };
}

export function setSecurityHeaders(response: ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
}
