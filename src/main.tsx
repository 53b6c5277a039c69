import './shell/mantine-styles';
import './shell/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from './App';
import { createQueryClient } from './content/queries';
import { buildRoutes } from './routing/routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const routes = buildRoutes(queryClient);

/**
 * A prerendered page must hydrate to exactly the markup it arrived with, so the
 * matched routes' lazy parts (manifest and section code) load before React starts.
 */
async function resolveLazyMatches(routeObjects: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routeObjects, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppProviders>
  </StrictMode>
);

if (container.hasChildNodes()) {
  await resolveLazyMatches(routes);
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
