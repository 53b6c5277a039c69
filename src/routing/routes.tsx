import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { isSectionType, sectionRegistry } from '../../section-registry';
import { contentQueries } from '../content/queries';
import { isRedirect, manifestSchemaFor, NOT_FOUND_ROUTE, type PageManifest } from '../manifests/manifest-schema';
import { ManifestPage } from '../page/ManifestPage';
import { Layout } from '../shell/Layout';
import { loadManifest, manifestRoutes } from './manifest-modules';

/** The router's routes, one per manifest, under the shared layout. */
export function buildRoutes(queryClient: QueryClient): RouteObject[] {
  const pages: RouteObject[] = Object.entries(manifestRoutes).map(([file, route]) => ({
    path: route,
    lazy: () => loadRoute(file, queryClient),
  }));
  // Until the first page's manifest and sections have loaded there is nothing to show.
  return [{ element: <Layout />, children: pages, HydrateFallback: () => null }];
}

async function loadRoute(file: string, queryClient: QueryClient): Promise<Pick<RouteObject, 'Component'>> {
  const raw = await loadManifest(file);
  // The build validated every manifest; this parse only applies defaults and narrows the type.
  const manifest = manifestSchemaFor(raw).parse(raw);
  if (isRedirect(manifest)) {
    return { Component: () => <Navigate to={manifest.redirect} replace /> };
  }
  // Start the content read while the section code downloads, not after it (browser only:
  // prerendered pages carry no content, so they stay in their loading state).
  if (manifest.content && typeof window !== 'undefined') {
    void queryClient.prefetchQuery(contentQueries[manifest.content.document]);
  }
  const types = manifest.sections.map((section) => section.type).filter(isSectionType);
  await Promise.all(types.map((type) => sectionRegistry[type].preload()));
  if (manifest.route === NOT_FOUND_ROUTE) return { Component: () => <NotFoundPage manifest={manifest} /> };
  return { Component: () => <ManifestPage manifest={manifest} /> };
}

function NotFoundPage({ manifest }: { manifest: PageManifest }) {
  const { pathname } = useLocation();
  useEffect(() => {
    // Spec: the attempt is logged to the console.
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return <ManifestPage manifest={manifest} />;
}
