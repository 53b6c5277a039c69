/**
 * Where a form posted without JavaScript sends the visitor: back to the page,
 * at the notice that says the form sends nothing (NOT_SENT_ID, the id the contact form gives it),
 * and never off the site. The path a request names is not trusted as a
 * Location: `POST /.//evil.example/` has the path `//evil.example/`, which a
 * browser reads as another host.
 */
// Shared with the contact form: the server build keeps the app's modules in a chunk of their own,
// never in start.js (vite.config.ts), so importing it here is safe (tests/e2e/server-lifecycle.spec.ts).
import { NOT_SENT_ID } from '../section-registry/contact-form/not-sent.ts';
import type { RouteMatch } from '../src/routing/match-route.ts';

/** A path of this site, as a Location: one leading slash, no empty segment, nothing a browser would read as another host. */
export function isSingleSlashPath(path: string): boolean {
  return path.startsWith('/') && !path.includes('//') && !/[\\\s\p{Cc}]/u.test(path);
}

export function formPostLocation(match: RouteMatch, url: { pathname: string; search: string }): string {
  const path =
    match.kind === 'page'
      ? match.route
      : match.kind === 'redirect'
        ? match.location
        : isSingleSlashPath(url.pathname)
          ? url.pathname
          : '/';
  return `${path}${url.search}#${NOT_SENT_ID}`;
}
