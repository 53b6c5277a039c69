/**
 * The whole client app, where it earns its place (entry-server.tsx): a draft-preview session,
 * whose open page follows edits; a page the server could only send in its loading state, which
 * reads its content and renders itself; and the dev server's pages, which have no server HTML.
 * Every other page is HTML, enhancements and islands, and never loads this. The page runtime
 * (src/browser/page.ts) imports it last; it starts itself.
 */
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import type { RootOptions } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createRoot, hydrateRoot } from './react-dom';
import { AppProviders, Site } from '../App';
import { createQueryClient } from '../content/queries';
import { PAGE_STATE_ID } from '../page-state-id';
import type { PageState } from '../page-state';
import { PageRenderedContext } from '../page/page-rendered';
import { ServerPreparedSections } from '../page/prepared-sections';
import { loadPage, preloadSections, seedPage } from '../routing/page-modules';
import { routeTable } from '../routing/route-table';

const rootOptions: RootOptions = {
  // Section and route boundaries log what they catch, once, naming the section; React need not repeat it.
  onCaughtError: () => {},
};

function readPageState(): PageState | undefined {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageState;
  } catch (error) {
    console.error('The page state could not be read; the page will read its content itself.', error);
    return undefined;
  }
}

let markRendered: () => void = () => {};
/** Settles once the whole page is in place, hydrated or rendered: the page runtime then enhances the shell. */
export const rendered = new Promise<void>((resolve) => (markRendered = resolve));

export async function start(state: PageState | undefined): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // Once per page, however many times this module is evaluated (the dev server may load it twice).
  if (container.dataset.started !== undefined) return;
  container.dataset.started = '';
  const queryClient = createQueryClient();
  if (state) {
    // The server keeps its pages current: what it sent counts as read now, and is not read again.
    if (state.keptCurrent) for (const query of state.queries.queries) query.state.dataUpdatedAt = Date.now();
    hydrate(queryClient, state.queries);
  }
  // A preview session's page follows draft edits; its code loads for editors only.
  const preview = state?.preview;
  if (preview) void import('../preview/follow-drafts').then((module) => module.followDrafts(queryClient, preview));

  // The first render must match the HTML: it needs the page's manifest, which the server sent along,
  // and its sections' code, loaded first so that the page hydrates in one pass. Nothing changes the
  // server's HTML before then: sections' enhancements and the shell's run once the page has hydrated.
  if (state?.page) {
    seedPage(state.page.file, state.page.manifest);
    await preloadSections(state.page);
  } else {
    const match = routeTable.match(window.location.pathname);
    if (match.kind !== 'redirect' && match.file) await loadPage(match.file).catch(() => undefined);
  }

  const app = (
    <StrictMode>
      {/* Without a server-rendered page (the dev server), this origin is the best there is. */}
      <PageRenderedContext value={markRendered}>
        <AppProviders
          queryClient={queryClient}
          renderedAt={state?.renderedAt}
          siteUrl={state?.siteUrl ?? window.location.origin}
        >
          <ServerPreparedSections value={state?.page ?? null}>
            <BrowserRouter>
              <Site />
            </BrowserRouter>
          </ServerPreparedSections>
        </AppProviders>
      </PageRenderedContext>
    </StrictMode>
  );
  // In a transition, hydration is time-sliced: React yields to the browser every few milliseconds.
  startTransition(() => {
    if (state && container.hasChildNodes()) hydrateRoot(container, app, rootOptions);
    else createRoot(container, rootOptions).render(app);
  });
}

start(readPageState()).catch((error: unknown) => {
  console.error('The page could not start; it stays as the server sent it.', error);
  markRendered();
});
