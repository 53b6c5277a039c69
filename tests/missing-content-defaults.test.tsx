/**
 * Content that is there but lacks a field the spec gives a default for: the section stays,
 * with the spec's default, instead of disappearing with the missing field.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocumentType } from '../src/content/documents';
import type { ContentDocument } from '../src/content/queries';
import { routeTable } from '../src/routing/route-table';
import { loadPage } from '../src/routing/page-modules';
import { publishedDocuments } from './support/dataset';
import { renderRoute } from './support/render-route';

/** The published documents, with some fields of one of them removed. */
function documentsWithout(type: DocumentType, fields: string[]): Map<DocumentType, ContentDocument> {
  const documents = new Map<DocumentType, ContentDocument>(publishedDocuments());
  const document: Record<string, unknown> = { ...documents.get(type) };
  for (const field of fields) delete document[field];
  documents.set(type, document);
  return documents;
}

describe('the contact page, when contactPage lacks formSectionTitle and formSubmitButtonText', () => {
  it('still shows the form, with the submit label "Send Message"', async () => {
    await renderRoute('/contact', documentsWithout('contactPage', ['formSectionTitle', 'formSubmitButtonText']));
    const submit = await screen.findByRole('button', { name: 'Send Message' });
    const form = submit.closest('form');
    expect(form).not.toBeNull();
    expect(within(form!).getByRole('textbox', { name: /Full Name/ })).toBeInTheDocument();
    expect(within(form!).getByRole('textbox', { name: /Message/ })).toBeInTheDocument();
  });
});

/** Content pages whose hero is bound to a document's heroSection. */
async function pagesWithHeroSection(): Promise<{ route: string; document: DocumentType; path?: string }[]> {
  const found: { route: string; document: DocumentType; path?: string }[] = [];
  for (const route of routeTable.pages) {
    const match = routeTable.match(route);
    if (match.kind === 'redirect' || !match.file) continue;
    const { manifest } = await loadPage(match.file);
    if ('redirect' in manifest || !manifest.content) continue;
    if (manifest.sections.some((section) => section.type === 'hero' && section.from === 'heroSection')) {
      found.push({ route, document: manifest.content.document, path: manifest.content.path });
    }
  }
  return found;
}

describe('a content page whose document lacks its heroSection', () => {
  it('still has its hero and so its one h1 (the manifest title stands in)', async () => {
    const pages = await pagesWithHeroSection();
    expect(pages.length).toBeGreaterThan(10);
    for (const { route, document, path } of pages) {
      const documents = new Map<DocumentType, ContentDocument>(publishedDocuments());
      const original = documents.get(document) ?? {};
      const withoutHero = path
        ? { ...original, [path]: { ...(original[path] as Record<string, unknown>), heroSection: undefined } }
        : { ...original, heroSection: undefined };
      documents.set(document, withoutHero);
      await renderRoute(route, documents);
      await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 }), route).toHaveLength(1));
      cleanup();
    }
  });
});
