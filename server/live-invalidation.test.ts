// @vitest-environment node
/**
 * Publish and see it, at the origin: the production server's real parts on
 * loopback, following its embedded service's live events with the real client,
 * as start.ts does. A change renders again exactly the routes bound to the
 * changed document; the rest keep their render (their Age grows); a change
 * made while the stream is cut arrives once it is back.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../src/entry-server';
import { rawRequest } from '../tests/support/http';
import { startProductionSite, type ProductionSite } from '../tests/support/production-site';
import { testScriptSources } from '../tests/support/script-sources';

const ABOUT_ROUTES = ['/about/overview', '/about/governance', '/about/our-people'];
let site: ProductionSite | undefined;

beforeAll(async () => {
  // The renderer's modules load on first use (slow under the test runner's transforms); load them before any timing.
  await renderPage('/about/overview', {
    readContent: () => Promise.resolve({ document: null, syncTags: [] }),
    scripts: testScriptSources(),
    siteUrl: 'https://www.example.co.uk',
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await site?.stop();
  site = undefined;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const get = (path: string) => rawRequest(site?.port ?? 0, path);
const retitle = (title: string) => (document: Record<string, unknown>) => {
  document.overview = { ...(document.overview as object), heroSection: { title } };
};

/** Polls until the page shows the text; the milliseconds it took, or Infinity past the limit. */
async function msUntilShown(path: string, text: string, limitMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if ((await get(path)).body.includes(text)) return performance.now() - started;
    await sleep(20);
  }
  return Number.POSITIVE_INFINITY;
}

async function until(condition: () => boolean, limitMs = 2000): Promise<void> {
  const started = performance.now();
  while (!condition() && performance.now() - started < limitMs) await sleep(20);
}

describe('live invalidation at the origin', () => {
  it('shows a rewritten whoWeAre title within 2 s on the pages bound to it, and renders nothing else again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    site = await startProductionSite({ live: true });
    await until(() => site?.live?.following() === true);
    const before = new Map<string, string>();
    const renderedAt = new Map<string, unknown>();
    for (const path of [...ABOUT_ROUTES, '/contact', '/']) {
      const page = await get(path);
      before.set(path, page.body);
      renderedAt.set(path, page.headers['last-modified']);
    }
    const contactModified = (await get('/contact')).headers['last-modified'];
    await sleep(1100);

    site.rewrite('whoWeAre', retitle('Who we are, rewritten'));
    expect(await msUntilShown('/about/overview', 'Who we are, rewritten', 2000)).toBeLessThan(2000);
    // The other pages bound to whoWeAre rendered again too, in turn: a later render, a second after the first.
    for (const path of ABOUT_ROUTES) {
      let modified = renderedAt.get(path);
      const started = performance.now();
      while (modified === renderedAt.get(path) && performance.now() - started < 2000) {
        modified = (await get(path)).headers['last-modified'];
        if (modified === renderedAt.get(path)) await sleep(20);
      }
      expect(modified, path).not.toBe(renderedAt.get(path));
    }
    // Pages bound to other documents were not rendered again: same bytes, from the same render.
    const contact = await get('/contact');
    expect(contact.body).toBe(before.get('/contact'));
    expect(contact.headers['last-modified']).toBe(contactModified);
    expect((await get('/')).body).toBe(before.get('/'));
  });

  it('keeps a page past its freshness window while nothing it read has changed', async () => {
    site = await startProductionSite({ live: true, contentMaxAgeMs: 1000 });
    await until(() => site?.live?.following() === true);
    const first = await get('/contact');
    await sleep(2200);
    const later = await get('/contact');
    expect(later.body).toBe(first.body);
    expect(later.headers['last-modified']).toBe(first.headers['last-modified']);
    // Still current while followed: a CDN may keep it its full 10 s, with no Age counting against that.
    expect(later.headers.age).toBeUndefined();
    expect(later.headers['cache-control']).toMatch(/s-maxage=10, stale-while-revalidate=50/);
  });

  it('reconnects after its stream is cut, and shows a change made meanwhile', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    site = await startProductionSite({ live: true });
    await until(() => site?.live?.following() === true);
    await get('/about/overview');
    // Every connection is cut (as a restart of a proxy would); the change lands while the server is away.
    site.cutConnections();
    await until(() => site?.live?.following() === false);
    expect(site.live?.following()).toBe(false);
    site.rewrite('whoWeAre', retitle('Changed while cut off'));
    await until(() => site?.live?.following() === true, 5000);
    expect(site.live?.following()).toBe(true);
    expect(await msUntilShown('/about/overview', 'Changed while cut off', 2000)).toBeLessThan(2000);
  });
});
