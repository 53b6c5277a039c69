/** Renders a route through the real app (route table, page modules, registry) with given content in the cache. */
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProviders, Site } from '../../src/App';
import { DOCUMENT_TYPES, type DocumentType } from '../../src/content/documents';
import { contentQueries, createQueryClient, type ContentDocument } from '../../src/content/queries';
import { loadPage } from '../../src/routing/page-modules';
import { routeTable } from '../../src/routing/route-table';

export async function renderRoute(path: string, documents: ReadonlyMap<DocumentType, ContentDocument>): Promise<void> {
  const queryClient = createQueryClient();
  for (const type of DOCUMENT_TYPES) {
    queryClient.setQueryData(contentQueries[type].queryKey, documents.get(type) ?? null);
  }
  const match = routeTable.match(path);
  if (match.kind !== 'redirect' && match.file) await loadPage(match.file);
  render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Site />
      </MemoryRouter>
    </AppProviders>,
  );
}
