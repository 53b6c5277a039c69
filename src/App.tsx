import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { RenderedAtContext } from './lib/rendered-at';
import { AfterPageRendered } from './page/page-rendered';
import { RouteErrorBoundary } from './page/RouteErrorBoundary';
import { RouteView } from './routing/RouteView';
import { SiteUrlContext } from './seo/site-url';
import { Layout } from './shell/Layout';
import { SiteMantineProvider } from './shell/SiteMantineProvider';

interface AppProvidersProps {
  queryClient: QueryClient;
  /** When the page was rendered (see rendered-at.ts); tests may leave it out. */
  renderedAt?: number;
  /** The site's public origin, for absolute URLs in the head (see seo/site-url.ts). */
  siteUrl?: string | null;
  children: ReactNode;
}

/** Everything a page needs around it; shared by the server, the browser and tests. */
export function AppProviders({ queryClient, renderedAt = Date.now(), siteUrl = null, children }: AppProvidersProps) {
  return (
    <SiteMantineProvider>
      <QueryClientProvider client={queryClient}>
        <RenderedAtContext value={renderedAt}>
          <SiteUrlContext value={siteUrl}>{children}</SiteUrlContext>
        </RenderedAtContext>
      </QueryClientProvider>
    </SiteMantineProvider>
  );
}

/** The site inside a router: the shell, and the page the URL names. */
export function Site() {
  return (
    <Layout>
      <RouteErrorBoundary>
        <Suspense fallback={null}>
          <AfterPageRendered>
            <RouteView />
          </AfterPageRendered>
        </Suspense>
      </RouteErrorBoundary>
    </Layout>
  );
}
