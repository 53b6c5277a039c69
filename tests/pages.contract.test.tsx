/**
 * Every route of every manifest renders in the browser through the real app
 * (route matching, page modules, registry) with the embedded dataset in the
 * query cache: one h1, a main landmark, no loading or empty state left, no
 * console errors.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { AppProviders, Site } from '../src/App';
import { DOCUMENT_TYPES } from '../src/content/documents';
import { contentQueries, createQueryClient } from '../src/content/queries';
import { loadPage } from '../src/routing/page-modules';
import { routeTable } from '../src/routing/route-table';
import { publishedDocuments } from './support/dataset';

const documents = publishedDocuments();

async function renderRoute(path: string) {
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

let consoleError: MockInstance;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => consoleError.mockRestore());

describe.each(routeTable.pages)('route %s', (route) => {
  it('renders its page with exactly one h1 and no leftover loading or empty state', async () => {
    await renderRoute(route);
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1));
    expect(screen.getByRole('main')).not.toBeEmptyDOMElement();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.queryByText(/^No data available/)).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('routing', () => {
  it('shows the not-found page for an unknown path and logs the attempt', async () => {
    consoleError.mockImplementation(() => {});
    await renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('404'), '/no/such/page');
  });

  it('follows a redirect manifest (/services shows the services overview)', async () => {
    await renderRoute('/services');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Services' })).toBeInTheDocument();
  });

  it('has a header, a main landmark and a footer around every page', async () => {
    await renderRoute('/at-a-glance');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  });
});
