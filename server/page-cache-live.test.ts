// @vitest-environment node
/** Invalidation by sync tag, on a fake clock: which routes render again after a live event, and when. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageCache, type Outcome } from './page-cache';

interface Page {
  renderedAt: number;
  degraded: boolean;
  syncTags: string[];
  body: string;
}

const MAX_AGE_MS = 2000;
/** What each route reads: the two about pages share one document, contact has its own, /buy reads none. */
const TAGS: Record<string, string[]> = {
  '/about/overview': ['s1:whoWeAre'],
  '/about/governance': ['s1:whoWeAre'],
  '/contact': ['s1:contactPage'],
  '/buy': [],
};

let clock: number;
let version: number;
let renders: string[];
let contentFailing: boolean;
/** When set, renders wait for this before they finish (and read the content as it is when they start). */
let gate: Promise<void> | undefined;
let cache: ReturnType<typeof createPageCache<Page>>;

async function produce(pathname: string): Promise<Outcome<Page>> {
  renders.push(pathname);
  const read = version;
  await gate;
  const page = { renderedAt: clock, degraded: contentFailing, syncTags: TAGS[pathname] ?? [] };
  return { kind: 'page', page: { ...page, body: `${pathname} v${read}` } };
}

const bodyOf = async (path: string) => {
  const outcome = await cache.serve(path, path);
  return outcome.kind === 'page' ? outcome.page.body : 'redirect';
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Background renders take turns, a pause apart (render-queue.ts): waits until `count` renders have started, then a little. */
async function rendersStarted(count: number): Promise<void> {
  await vi.waitFor(() => expect(renders.length).toBeGreaterThanOrEqual(count), { timeout: 1000, interval: 2 });
  await new Promise((resolve) => setTimeout(resolve, 20));
}

beforeEach(async () => {
  clock = 1_000_000;
  version = 1;
  renders = [];
  contentFailing = false;
  gate = undefined;
  cache = createPageCache<Page>({
    produce,
    maxAgeMs: MAX_AGE_MS,
    retryIntervalMs: MAX_AGE_MS,
    renderTimeoutMs: 1000,
    now: () => clock,
    log: () => undefined,
  });
  cache.setLive(true);
  for (const path of Object.keys(TAGS)) await bodyOf(path);
  renders = [];
});

// A test's background renders finish within it: none is left to record into the next test's list.
afterEach(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('the page cache, following live events', () => {
  it('keeps a render past the freshness window while nothing it read has changed', async () => {
    clock += 10 * MAX_AGE_MS;
    for (const path of Object.keys(TAGS)) expect(await bodyOf(path)).toBe(`${path} v1`);
    expect(renders).toEqual([]);
  });

  it('renders again exactly the routes an event names, in the background, and serves them as they were meanwhile', async () => {
    version = 2;
    expect(cache.invalidate(['s1:whoWeAre']).sort()).toEqual(['/about/governance', '/about/overview']);
    // In turn: the first at once, the next after a pause.
    expect(renders).toEqual(['/about/overview']);
    await rendersStarted(2);
    expect(renders.sort()).toEqual(['/about/governance', '/about/overview']);
    expect(await bodyOf('/about/overview')).toBe('/about/overview v2');
    expect(await bodyOf('/contact')).toBe('/contact v1');
    expect(await bodyOf('/buy')).toBe('/buy v1');
    expect(renders).toHaveLength(2);
  });

  it('answers a request during that render at once, from the render before', async () => {
    let open: () => void = () => undefined;
    gate = new Promise((resolve) => (open = resolve));
    version = 2;
    cache.invalidate(['s1:whoWeAre']);
    expect(await bodyOf('/about/overview')).toBe('/about/overview v1');
    open();
    await settle();
    expect(await bodyOf('/about/overview')).toBe('/about/overview v2');
  });

  it('renders again a route whose render was under way when an event named what it read', async () => {
    let open: () => void = () => undefined;
    gate = new Promise((resolve) => (open = resolve));
    cache.invalidate(['s1:contactPage']);
    // The render has read version 1; the content changes before it finishes.
    version = 2;
    cache.invalidate(['s1:contactPage']);
    gate = undefined;
    open();
    await rendersStarted(2);
    expect(renders).toEqual(['/contact', '/contact']);
    expect(await bodyOf('/contact')).toBe('/contact v2');
  });

  it('renders a route once however many events name it before its turn, and never two at a time', async () => {
    let open: () => void = () => undefined;
    gate = new Promise((resolve) => (open = resolve));
    for (let event = 2; event <= 20; event++) {
      version = event;
      cache.invalidateAll();
    }
    // The first route's render waits at the gate; no other has started beside it.
    expect(renders).toHaveLength(1);
    gate = undefined;
    open();
    await rendersStarted(5);
    // Each route once, and the one under way at the first events once more (it read version 2).
    const [first = ''] = renders;
    expect([...renders].sort()).toEqual([...Object.keys(TAGS), first].sort());
    for (const path of Object.keys(TAGS)) expect(await bodyOf(path)).toBe(`${path} v20`);
  });

  it('renders every route again on a restart', async () => {
    version = 2;
    cache.invalidateAll();
    await rendersStarted(4);
    expect(renders.sort()).toEqual(Object.keys(TAGS).sort());
    expect(await bodyOf('/buy')).toBe('/buy v2');
  });

  it('falls back to the freshness window while events are not followed', async () => {
    cache.setLive(false);
    clock += MAX_AGE_MS;
    version = 2;
    expect(await bodyOf('/contact')).toBe('/contact v2');
    expect(renders).toEqual(['/contact']);
  });

  it('keeps serving the last good render when the render an event started cannot read its content', async () => {
    contentFailing = true;
    version = 2;
    cache.invalidate(['s1:contactPage']);
    await rendersStarted(1);
    expect(await bodyOf('/contact')).toBe('/contact v1');
    expect(renders).toEqual(['/contact']);
  });
});
