/**
 * Prerendering (see scripts/prerender.ts): renders a route to HTML at build
 * time, without content. Fixed-copy pages come out whole; content pages come
 * out in their loading state, exactly as the browser's first render, so they
 * hydrate cleanly and then read their content as usual.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './App';
import { createQueryClient } from './content/queries';
import { buildRoutes } from './routing/routes';

export interface PrerenderedPage {
  html: string;
  status: number;
}

export async function renderRoute(path: string): Promise<PrerenderedPage> {
  const queryClient = createQueryClient();
  const handler = createStaticHandler(buildRoutes(queryClient));
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response)
    throw new Error(`${path} redirects; redirects are answered by the server, not prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  // The cache holds garbage-collection timers that would keep Node running.
  queryClient.clear();
  return { html, status: context.statusCode };
}
