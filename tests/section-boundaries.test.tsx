/**
 * One section that fails leaves the rest of the page: the h1, the other
 * sections, the header and the footer stay, and the failure is logged once,
 * naming the section type and its manifest file.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi, type MockInstance } from 'vitest';
import { publishedDocuments } from './support/dataset';
import { renderRoute } from './support/render-route';

// The pyramid section's component throws while rendering, as a bug in it would.
vi.mock('../section-registry/pyramid/Pyramid', () => ({
  default: function BrokenPyramid(): never {
    throw new Error('a bug in the pyramid section');
  },
}));

let consoleError: MockInstance;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

it('leaves a throwing section out and keeps the heading, the other sections, the header and the footer', async () => {
  await renderRoute('/', publishedDocuments());
  await waitFor(() => expect(consoleError).toHaveBeenCalled());
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByText(/^© \d{4} .* All rights reserved\.$/)).toBeInTheDocument();
  const main = screen.getByRole('main');
  // The home page's other sections: its form and its cards are still there.
  expect(within(main).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(2);
  expect(within(main).getByRole('button', { name: /send/i })).toBeInTheDocument();
  expect(screen.queryByText('Sorry, this page could not be shown')).not.toBeInTheDocument();

  const sectionLogs = consoleError.mock.calls.filter(([message]) => String(message).includes('Section "pyramid"'));
  expect(sectionLogs).toHaveLength(1);
  expect(String(sectionLogs[0]?.[0])).toContain('/page-manifests/home.json');
});
