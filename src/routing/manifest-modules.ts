/**
 * Every page manifest, found by glob: adding a file adds a route. The route
 * table is eager but tiny (`?route` resolves to just the route string, see
 * manifestRoutePlugin); each full manifest loads with its page.
 */
export const manifestRoutes = import.meta.glob<string>(
  ['/page-manifests/*.json', '!/page-manifests/manifest.schema.json'],
  { query: '?route', import: 'default', eager: true },
);

const pageModules = import.meta.glob<unknown>(['/page-manifests/*.json', '!/page-manifests/manifest.schema.json'], {
  import: 'default',
});

/** Loads the full manifest for a file of `manifestRoutes`. */
export function loadManifest(file: string): Promise<unknown> {
  const load = pageModules[file];
  return load ? load() : Promise.reject(new Error(`No manifest module for ${file}`));
}
