/**
 * The app: hydrates a server-rendered page (or renders, when there is none)
 * with the content it carries. The entry (main.tsx) imports it once the page
 * has painted; it starts itself, in a task of its own.
 */
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import type { RootOptions } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createRoot, hydrateRoot } from './react-dom';
import { isSectionType, sectionRegistry } from '../../section-registry';
import { AppProviders, Site } from '../App';
import { createQueryClient } from '../content/queries';
import { listenForPreloadErrors } from '../lib/chunk-loading';
import { markFirstRenderDone, whenFirstRenderDone } from '../lib/first-render';
import type { PageState } from '../page-state';
import { ServerPreparedSections } from '../page/prepared-sections';
import { loadPage, seedPage } from '../routing/page-modules';
import { routeTable } from '../routing/route-table';

/**
 * Marks the end of the first render once React has committed the page itself:
 * React hydrates a Suspense boundary (the page's) after the shell around it, so
 * an effect in the shell would run while the page is still the server's HTML.
 */
function FirstRenderDone() {
  useEffect(markFirstRenderDone, []);
  return null;
}

const rootOptions: RootOptions = {
  // Section and route boundaries log what they catch, once, naming the section; React need not repeat it.
  onCaughtError: () => {},
};

export async function start(state: PageState | undefined): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // Once per page, however many times this module is evaluated (the dev server may load it twice).
  if (container.dataset.started !== undefined) return;
  container.dataset.started = '';
  listenForPreloadErrors();
  const queryClient = createQueryClient();
  if (state) {
    // The server keeps its pages current: what it sent counts as read now, and is not read again on this first visit.
    if (state.keptCurrent) for (const query of state.queries.queries) query.state.dataUpdatedAt = Date.now();
    hydrate(queryClient, state.queries);
  }
  // A preview session's page follows draft edits; its code loads for editors only.
  const preview = state?.preview;
  if (preview) void import('../preview/follow-drafts').then((module) => module.followDrafts(queryClient, preview));

  // The first render must match the HTML: it needs the page's manifest, which the server sent along
  // (sections hydrate one by one as their code arrives, from the props the server prepared).
  if (state?.page) seedPage(state.page.file, state.page.manifest);
  else {
    const match = routeTable.match(window.location.pathname);
    if (match.kind !== 'redirect' && match.file) await loadPage(match.file).catch(() => undefined);
  }

  const app = (
    <StrictMode>
      {/* Without a server-rendered page (the dev server), this origin is the best there is. */}
      <AppProviders
        queryClient={queryClient}
        renderedAt={state?.renderedAt}
        siteUrl={state?.siteUrl ?? window.location.origin}
      >
        <ServerPreparedSections value={state?.page ?? null}>
          <BrowserRouter>
            <Site pageCommitted={<FirstRenderDone />} />
          </BrowserRouter>
        </ServerPreparedSections>
      </AppProviders>
    </StrictMode>
  );
  // In a transition, hydration is time-sliced: React yields to the browser every few milliseconds
  // instead of hydrating the whole page in one long task (what a phone's input would wait behind).
  startTransition(() => {
    if (state && container.hasChildNodes()) hydrateRoot(container, app, rootOptions);
    else createRoot(container, rootOptions).render(app);
  });
  void markInteractive(state);
}

/**
 * Sets data-hydrated on <html> once the page's sections have their code and
 * React has had a moment to hydrate them: what browser tests wait for before
 * they interact, and a hook for styles that need to know JavaScript is running.
 */
async function markInteractive(state: PageState | undefined): Promise<void> {
  const manifest = state?.page?.manifest;
  const types = manifest && 'sections' in manifest ? manifest.sections.map((section) => section.type) : [];
  await whenFirstRenderDone();
  await Promise.allSettled(types.filter(isSectionType).map((type) => sectionRegistry[type].preloadComponent()));
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
  document.documentElement.dataset.hydrated = '';
}

// The entry read the page's state before importing this module.
setTimeout(() => void start(window.pageState), 0);
