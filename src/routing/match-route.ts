/**
 * Which page a URL path shows. The server (status codes, redirects) and the
 * browser's router use this one function, so they never disagree: a path is a
 * page (200), a redirect (301 on the server, a history replace in the browser),
 * or the not-found page (404).
 */
import { NOT_FOUND_ROUTE } from '../manifests/manifest-constants';
import type { RouteEntry } from './manifest-modules';

export type RouteMatch =
  | { kind: 'page'; file: string; route: string; document: string | undefined }
  | { kind: 'redirect'; location: string }
  | { kind: 'notFound'; file: string | undefined };

export interface RouteTable {
  match: (pathname: string) => RouteMatch;
  /** Every page route (not redirects, not the not-found page), sorted. */
  pages: string[];
  /** Each redirect route and where it leads (the build writes a page for each, for a static host). */
  redirects: Record<string, string>;
}

/**
 * One spelling per page: lower case, no trailing slash, no `/index` or
 * `/index.html`. Other spellings redirect to it, when it is a route.
 */
export function canonicalPathname(pathname: string): string {
  const trimmed = withoutTrailingSlashes(pathname.toLowerCase().replace(/\/index(?:\.html)?$/, '/'));
  return trimmed === '' ? '/' : trimmed;
}

const SLASH = 0x2f;

/**
 * A loop, not `.replace(/\/+$/, '')`: that regular expression starts again at every slash of a run
 * that does not end the path, so a 16 kB run of slashes cost 0.2 s of CPU, in the server and the browser alike.
 */
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === SLASH) end -= 1;
  return path.slice(0, end);
}

export function createRouteTable(entries: Record<string, RouteEntry>): RouteTable {
  const pages = new Map<string, { file: string; document: string | undefined }>();
  const redirects = new Map<string, string>();
  let notFoundFile: string | undefined;
  for (const [file, { route, redirect, document }] of Object.entries(entries)) {
    if (route === NOT_FOUND_ROUTE) notFoundFile = file;
    else if (route && redirect) redirects.set(route, redirect);
    else if (route) pages.set(route, { file, document });
  }

  const resolve = (pathname: string): RouteMatch | undefined => {
    const page = pages.get(pathname);
    if (page) return { kind: 'page', route: pathname, ...page };
    const target = redirects.get(pathname);
    return target ? { kind: 'redirect', location: target } : undefined;
  };

  return {
    pages: [...pages.keys()].sort(),
    redirects: Object.fromEntries([...redirects].sort(([a], [b]) => a.localeCompare(b))),
    match: (pathname) => {
      const exact = resolve(pathname);
      if (exact) return exact;
      const canonical = canonicalPathname(pathname);
      const viaCanonical = canonical === pathname ? undefined : resolve(canonical);
      if (viaCanonical?.kind === 'page') return { kind: 'redirect', location: canonical };
      return viaCanonical ?? { kind: 'notFound', file: notFoundFile };
    },
  };
}
