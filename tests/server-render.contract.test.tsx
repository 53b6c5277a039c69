// @vitest-environment node
/**
 * Every route rendered on the server the way `npm start` and the build do it,
 * with the embedded dataset: the content is in the HTML, the page carries the
 * content it was rendered with, and a content outage leaves a working page.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, type ContentReader } from '../src/entry-server';
import { routeTable } from '../src/routing/route-table';
import { publishedDocuments } from './support/dataset';

const documents = publishedDocuments();
const readContent: ContentReader = (type) => Promise.resolve({ document: documents.get(type) ?? null, syncTags: [] });
const modulesFor = (file: string) => [`/assets/${file.split('/').pop()}.js`];
const entries = ['/assets/react-dom.js', '/assets/app.js'];
const siteUrl = 'https://www.example.co.uk';

afterEach(() => vi.restoreAllMocks());

const headingCount = (html: string) => (html.match(/<h1[\s>]/g) ?? []).length;

describe.each(routeTable.pages)('server render of %s', (route) => {
  it('is one complete page: one h1, its content in the HTML, its state and chunks with it', async () => {
    const page = await renderPage(route, { readContent, modulesFor, entries, siteUrl });
    if (page.kind !== 'page') throw new Error(`${route} redirected`);
    expect(page.status).toBe(200);
    expect(headingCount(page.body)).toBe(1);
    expect(page.body).not.toContain('Loading...');
    expect(page.body).not.toContain('No data available');
    expect(page.head).toMatch(
      /^<title>[^<]+ \| Mindrise Consulting<\/title><meta name="description" content="[^"]+"\/>/,
    );
    expect(page.contentFailed).toBe(false);
    expect(page.state.modules.length).toBe(1);
    const match = routeTable.match(route);
    const document = match.kind === 'page' ? match.document : undefined;
    const cached = page.state.queries.queries.map((query) => query.queryKey);
    expect(cached).toEqual(document ? [['content', document]] : []);
  });
});

describe('server render', () => {
  it('puts a content page’s own words in the HTML (no JavaScript needed to read them)', async () => {
    const page = await renderPage('/about/governance', { readContent, modulesFor, entries, siteUrl });
    if (page.kind !== 'page') throw new Error('redirected');
    const governance = documents.get('whoWeAre')?.governance as { introText: string };
    expect(page.body).toContain(governance.introText.slice(0, 60).replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
  });

  it('renders the not-found page with status 404 for an unknown path', async () => {
    const page = await renderPage('/no/such/page', { readContent, modulesFor, entries, siteUrl });
    expect(page).toMatchObject({ kind: 'page', status: 404 });
    if (page.kind === 'page') expect(page.body).toContain('Oops! Page not found');
  });

  it('answers a redirect route with its target', async () => {
    expect(await renderPage('/services', { readContent, modulesFor, entries, siteUrl })).toEqual({
      kind: 'redirect',
      location: '/services/overview',
    });
  });

  it('serves the loading state, and logs, when content cannot be read', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing: ContentReader = () => Promise.reject(new Error('Sanity is unreachable'));
    const page = await renderPage('/resourcing', { readContent: failing, modulesFor, entries, siteUrl });
    if (page.kind !== 'page') throw new Error('redirected');
    expect(page.contentFailed).toBe(true);
    expect(page.body).toContain('Loading...');
    expect(headingCount(page.body)).toBe(1);
    expect(page.state.queries.queries).toEqual([]);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('could not be read'), expect.any(Error));
  });

  it('records when it rendered, so the browser shows the same footer year whatever its clock', async () => {
    const now = Date.UTC(2031, 0, 1);
    const page = await renderPage('/buy', { readContent, modulesFor, entries, siteUrl, now });
    if (page.kind !== 'page') throw new Error('redirected');
    expect(page.state.renderedAt).toBe(now);
    expect(page.body).toContain('© 2031 Mindrise Consulting');
  });
});
