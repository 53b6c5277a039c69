// @vitest-environment node
/**
 * Every route rendered on the server the way `npm start` and the build do it,
 * with the embedded dataset: the content is in the HTML, the page names the
 * scripts its sections need and no others, and a content outage leaves a working page.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSectionType, sectionRegistry } from '../section-registry';
import { renderPage, type ContentReader } from '../src/entry-server';
import { PAGE_STATE_ID } from '../src/page-state-id';
import { routeTable } from '../src/routing/route-table';
import { publishedDocuments } from './support/dataset';
import { testScriptSources } from './support/script-sources';

const documents = publishedDocuments();
const readContent: ContentReader = (type) => Promise.resolve({ document: documents.get(type) ?? null, syncTags: [] });
const scripts = testScriptSources();
const siteUrl = 'https://www.example.co.uk';

afterEach(() => vi.restoreAllMocks());

const headingCount = (html: string) => (html.match(/<h1[\s>]/g) ?? []).length;

describe.each(routeTable.pages)('server render of %s', (route) => {
  it('is one complete page: one h1 and its content in the HTML, with no app and no state to hydrate', async () => {
    const page = await renderPage(route, { readContent, scripts, siteUrl });
    if (page.kind !== 'page') throw new Error(`${route} redirected`);
    expect(page.status).toBe(200);
    expect(headingCount(page.body)).toBe(1);
    expect(page.body).not.toContain('Loading...');
    expect(page.body).not.toContain('No data available');
    expect(page.head).toMatch(
      /^<title>[^<]+ \| Mindrise Consulting<\/title><meta name="description" content="[^"]+"\/>/,
    );
    expect(page.contentFailed).toBe(false);
    expect(page.scripts.app).toBeUndefined();
    expect(page.afterRoot).not.toContain(`id="${PAGE_STATE_ID}"`);
  });

  it("names exactly the scripts its sections' declared needs add up to, and renders each island whole", async () => {
    const page = await renderPage(route, { readContent, scripts, siteUrl });
    if (page.kind !== 'page') throw new Error(`${route} redirected`);
    // The sections the page shows, by the markers their HTML carries: islands have a slot, the rest are inline.
    const islands = [...page.body.matchAll(/data-island="(\w+)"[^>]*data-island-src="([^"]+)"/g)];
    const match = routeTable.match(route);
    const manifestTypes = new Set<string>();
    if (match.kind === 'page' && match.file) {
      const { loadPage } = await import('../src/routing/page-modules');
      const { manifest } = await loadPage(match.file);
      if ('sections' in manifest) for (const section of manifest.sections) manifestTypes.add(section.type);
    }
    const declared = (kind: string) =>
      [...manifestTypes].filter((type) => isSectionType(type) && sectionRegistry[type].browser.kind === kind);
    // Every island the page shows is a section that declares one, and carries its own module.
    for (const [, type = '', src] of islands) {
      expect(declared('island')).toContain(type);
      expect(src).toBe(scripts.islands[type]);
    }
    expect(page.scripts.hydrator).toBe(islands.length > 0 ? scripts.hydrator : undefined);
    // The enhancements are those of the sections that declare one, once each, and no other.
    const expected = new Set(declared('enhancement').map((type) => scripts.enhancements[type]));
    expect(new Set(page.scripts.enhancements)).toEqual(expected);
    // Named as data only: nothing is fetched ahead of the first paint (server/deferred-entry.ts loads them after it).
    expect(page.head).not.toMatch(/<link rel="modulepreload"|<script[^>]*\ssrc=/);
  });
});

describe('server render', () => {
  it('puts a content page’s own words in the HTML (no JavaScript needed to read them)', async () => {
    const page = await renderPage('/about/governance', { readContent, scripts, siteUrl });
    if (page.kind !== 'page') throw new Error('redirected');
    const governance = documents.get('whoWeAre')?.governance as { introText: string };
    expect(page.body).toContain(governance.introText.slice(0, 60).replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
  });

  it('renders the not-found page with status 404 for an unknown path', async () => {
    const page = await renderPage('/no/such/page', { readContent, scripts, siteUrl });
    expect(page).toMatchObject({ kind: 'page', status: 404 });
    if (page.kind !== 'page') return;
    expect(page.body).toContain('Oops! Page not found');
    // Spec: the attempt is logged to the console (by the page's runtime, told so here).
    expect(page.scripts.notFound).toBe(true);
  });

  it('answers a redirect route with its target', async () => {
    expect(await renderPage('/services', { readContent, scripts, siteUrl })).toEqual({
      kind: 'redirect',
      location: '/services/overview',
    });
  });

  it('serves the loading state with the whole app, which reads the content itself, when the server cannot', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing: ContentReader = () => Promise.reject(new Error('Sanity is unreachable'));
    const page = await renderPage('/resourcing', { readContent: failing, scripts, siteUrl });
    if (page.kind !== 'page') throw new Error('redirected');
    expect(page.contentFailed).toBe(true);
    expect(page.body).toContain('Loading...');
    expect(headingCount(page.body)).toBe(1);
    expect(page.scripts).toMatchObject({ app: scripts.app, enhancements: [] });
    const state = new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">(.*?)</script>`).exec(
      page.afterRoot,
    );
    expect(JSON.parse(state?.[1] ?? '{}')).toMatchObject({
      queries: { queries: [] },
      page: { file: '/page-manifests/resourcing.json' },
    });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('could not be read'), expect.any(Error));
  });

  it('records when it rendered, and the footer year is that of the render', async () => {
    const now = Date.UTC(2031, 0, 1);
    const page = await renderPage('/buy', { readContent, scripts, siteUrl, now });
    if (page.kind !== 'page') throw new Error('redirected');
    expect(page.renderedAt).toBe(now);
    expect(page.body).toContain('© 2031 Mindrise Consulting');
  });
});

describe('islands on the server', () => {
  it('renders each island on its own, with its own identifier prefix, inside the slot it hydrates', async () => {
    const page = await renderPage('/', { readContent, scripts, siteUrl });
    if (page.kind !== 'page') throw new Error('redirected');
    const slots = [...page.body.matchAll(/<div data-island="(\w+)"[^>]*data-prefix="([^"]+)"[^>]*>/g)];
    expect(slots.map(([, type]) => type)).toEqual(['highlights', 'selectableCards', 'pyramid', 'contactForm']);
    const prefixes = slots.map(([, , prefix]) => prefix);
    expect(new Set(prefixes).size).toBe(slots.length);
    for (const [slot, , prefix = ''] of slots) {
      const inner = slotContent(page.body, page.body.indexOf(slot) + slot.length);
      // Whole: its section's markup is inside; and every id React made there carries the island's prefix.
      expect(inner).toMatch(/<section /);
      const ids = [...inner.matchAll(/\sid="([^"]*)"/g)].map(([, id = '']) => id).filter((id) => !/^[a-z]/.test(id));
      for (const id of ids) expect(id).toContain(prefix);
    }
  });
});

/** The markup inside the `<div>` whose opening tag ends at `from`, up to its matching `</div>`. */
function slotContent(html: string, from: number): string {
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = from;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(from, tag.index);
  }
  throw new Error('an island slot is never closed');
}
