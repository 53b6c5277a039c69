/** The app's providers around a test's UI: the site's Mantine context in test mode, a fresh query client, a memory router. */
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../src/content/queries';
import { SiteMantineProvider } from '../src/shell/SiteMantineProvider';

/** Usable in the DOM (Testing Library) and on the server (renderToStaticMarkup) alike. */
export function TestProviders({ children, route = '/' }: { children: ReactNode; route?: string }) {
  return (
    <SiteMantineProvider env="test">
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[route]}>
          <Suspense fallback={null}>{children}</Suspense>
        </MemoryRouter>
      </QueryClientProvider>
    </SiteMantineProvider>
  );
}
