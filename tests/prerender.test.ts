// @vitest-environment node
/**
 * The static build's guard: a rebuild with the same content gives the same
 * bytes on every page, whenever it runs (a publish webhook that changed nothing
 * the site shows changes no page), and a rebuild after a publish does show it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseTemplate } from '../server/html-document';
import { prerenderPages, type PrerenderedPage } from '../scripts/prerender-pages';
import type { ContentReader } from '../src/entry-server';
import { renderPage } from '../src/entry-server';
import { routeTable } from '../src/routing/route-table';
import { publishedDocuments } from './support/dataset';
import { testScriptSources } from './support/script-sources';

const template = parseTemplate(
  '<!doctype html><html><head><title>Site</title><script type="module">import("/assets/app.js")</script></head><body><div id="root"></div></body></html>',
);

afterEach(() => vi.useRealTimers());

async function buildAt(date: string, edit?: (documents: ReturnType<typeof publishedDocuments>) => void) {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(date) });
  const documents = publishedDocuments();
  edit?.(documents);
  const readContent: ContentReader = (type) =>
    Promise.resolve({ document: documents.get(type) ?? null, syncTags: [`s1:${type}`] });
  const pages = await prerenderPages({
    pages: [
      ...routeTable.pages.map((route) => ({ pathname: route, file: `${route}/index.html`, status: 200 as const })),
      { pathname: '/__not-found__', file: '404.html', status: 404 },
    ],
    renderPage,
    readContent,
    compose: (page) => template.compose(page),
    scripts: testScriptSources(),
    siteUrl: 'https://www.example.co.uk',
  });
  vi.useRealTimers();
  return new Map(pages.map((page: PrerenderedPage) => [page.file, page.html]));
}

describe('prerendering for a static host', () => {
  it('gives byte-identical pages for the same content, built a year apart', async () => {
    const first = await buildAt('2030-03-01T09:00:00Z');
    const second = await buildAt('2031-11-20T17:30:00Z');
    expect(first.size).toBe(routeTable.pages.length + 1);
    for (const [file, html] of first) expect(second.get(file), file).toBe(html);
  });

  it('shows a publish: the pages bound to the changed document carry it', async () => {
    const before = await buildAt('2030-03-01T09:00:00Z');
    const after = await buildAt('2030-03-01T09:05:00Z', (documents) => {
      const about = documents.get('whoWeAre');
      if (!about) throw new Error('The dataset has no whoWeAre document');
      documents.set('whoWeAre', {
        ...about,
        _updatedAt: '2030-03-01T09:04:00Z',
        overview: { ...(about.overview as object), heroSection: { title: 'Who we are, republished' } },
      });
    });
    expect(after.get('/about/overview/index.html')).toContain('Who we are, republished');
    expect(before.get('/about/overview/index.html')).not.toContain('Who we are, republished');
  });
});
