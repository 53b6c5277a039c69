/** Hydrates a server-rendered page (or renders, when there is none) with the content it carries. */
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, Site } from '../App';
import { createQueryClient } from '../content/queries';
import type { PageState } from '../page-state';
import { loadPageManifest } from '../routing/page-modules';
import { routeTable } from '../routing/route-table';

const rootOptions: RootOptions = {
  // Section and route boundaries log what they catch, once, naming the section; React need not repeat it.
  onCaughtError: () => {},
};

export async function start(state: PageState | undefined): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const queryClient = createQueryClient();
  if (state) hydrate(queryClient, state.queries);

  // The first render must match the HTML: the page's manifest is needed before it (its sections are not,
  // they hydrate one by one as their code arrives).
  const match = routeTable.match(window.location.pathname);
  if (match.kind !== 'redirect' && match.file) await loadPageManifest(match.file).catch(() => undefined);

  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} renderedAt={state?.renderedAt}>
        <BrowserRouter>
          <Site />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  if (state && container.hasChildNodes()) hydrateRoot(container, app, rootOptions);
  else createRoot(container, rootOptions).render(app);
}
