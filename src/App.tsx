import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { RenderedAtContext } from './lib/rendered-at';
import { RouteErrorBoundary } from './page/RouteErrorBoundary';
import { RouteView } from './routing/RouteView';
import { Layout } from './shell/Layout';
import { SiteMantineProvider } from './shell/SiteMantineProvider';

interface AppProvidersProps {
  queryClient: QueryClient;
  /** When the page was rendered (see rendered-at.ts); tests may leave it out. */
  renderedAt?: number;
  children: ReactNode;
}

/** Everything a page needs around it; shared by the server, the browser and tests. */
export function AppProviders({ queryClient, renderedAt = Date.now(), children }: AppProvidersProps) {
  return (
    <SiteMantineProvider>
      <QueryClientProvider client={queryClient}>
        <RenderedAtContext value={renderedAt}>{children}</RenderedAtContext>
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
          <RouteView />
        </Suspense>
      </RouteErrorBoundary>
    </Layout>
  );
}
