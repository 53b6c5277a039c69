/**
 * Every page manifest, found by glob: adding a file adds a route. The route
 * table is eager but tiny (`?route` resolves to just the route and any redirect
 * target, see manifestRoutePlugin); each full manifest loads with its page.
 */

export interface RouteEntry {
  /** "/about/overview", or "*" for the not-found page; null only for a broken manifest the build refuses. */
  route: string | null;
  /** Set on redirect manifests. */
  redirect?: string;
  /** The content document the page reads, if any (so its content can be prefetched with its code). */
  document?: string;
}

export const manifestRoutes = import.meta.glob<RouteEntry>(
  ['/page-manifests/*.json', '!/page-manifests/manifest.schema.json'],
  { query: '?route', import: 'default', eager: true },
);

const pageModules = import.meta.glob<unknown>(['/page-manifests/*.json', '!/page-manifests/manifest.schema.json'], {
  import: 'default',
});

/** Loads the full manifest for a file of `manifestRoutes`. */
export function loadManifest(file: string): Promise<unknown> {
  const load = pageModules[file];
  if (!load) return Promise.reject(new Error(`No manifest module for ${file}`));
  return load();
}
