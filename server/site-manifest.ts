/**
 * What the production server needs to know about the site's routes, written
 * into the build by the manifests plugin (dist/client/routes.json).
 */
export interface SiteRoutes {
  pages: string[];
  redirects: Record<string, string>;
}

export const ROUTES_FILE = 'routes.json';

export function parseSiteRoutes(text: string): SiteRoutes {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null) throw new Error(`${ROUTES_FILE} is not an object`);
  const { pages, redirects } = value as { pages?: unknown; redirects?: unknown };
  if (!Array.isArray(pages) || !pages.every((page) => typeof page === 'string')) {
    throw new Error(`${ROUTES_FILE}: "pages" must be a list of paths`);
  }
  const redirectMap: Record<string, string> = {};
  if (typeof redirects === 'object' && redirects !== null) {
    for (const [from, to] of Object.entries(redirects)) if (typeof to === 'string') redirectMap[from] = to;
  }
  return { pages, redirects: redirectMap };
}
