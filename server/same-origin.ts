/**
 * Whether a request was sent by another site's page (a form it posts, a link
 * it opens): what an action with an effect, such as leaving preview, refuses.
 *
 * Browsers say where a request comes from: `Sec-Fetch-Site` (every current
 * browser), and `Origin` on a POST (older ones too). A request that says
 * neither is not from a browser page (curl, say), and is taken as it comes.
 * Behind a proxy that rewrites Host, the site's public origin (SITE_URL) still
 * counts as this site.
 */
import type { IncomingMessage } from 'node:http';

export function isFromAnotherSite(request: IncomingMessage, siteUrl: string | undefined): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  const { origin } = request.headers;
  if (origin === undefined) return false;
  if (siteUrl !== undefined && origin === siteUrl) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    // "null" (a sandboxed page, a redirect across sites) or worse: not this site.
    return true;
  }
}
