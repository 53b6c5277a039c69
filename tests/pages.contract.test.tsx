/**
 * Every route of every manifest renders in the browser through the real app
 * (route matching, page modules, registry) with the embedded dataset in the
 * query cache: one h1, a main landmark, no loading or empty state left, no
 * console errors.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { routeTable } from '../src/routing/route-table';
import { publishedDocuments } from './support/dataset';
import { renderRoute as renderWithDocuments } from './support/render-route';

const documents = publishedDocuments();
const renderRoute = (path: string) => renderWithDocuments(path, documents);

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
  it('shows the not-found page for an unknown path (its runtime logs the attempt: server-render contract)', async () => {
    consoleError.mockImplementation(() => {});
    await renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to the home page' })).toHaveAttribute('href', '/');
    // Beside the way home, the main sections: services, courses, about and contact.
    const onward = within(screen.getByRole('region', { name: 'Find what you need' })).getAllByRole('link');
    expect(onward.map((link) => link.getAttribute('href'))).toEqual([
      '/services/overview',
      '/courses',
      '/about/overview',
      '/contact',
    ]);
  });

  it('follows a redirect manifest (/services shows the services overview)', async () => {
    await renderRoute('/services');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our services' })).toBeInTheDocument();
  });

  it('has a header, a main landmark and a footer around every page', async () => {
    await renderRoute('/at-a-glance');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  });
});
