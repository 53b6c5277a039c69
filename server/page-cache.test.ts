// @vitest-environment node
/** Stale-if-error, on a fake clock: what a route serves when its content cannot be read, and how often it renders. */
import { beforeEach, describe, expect, it } from 'vitest';
import { createPageCache, RenderTimeoutError, type Outcome } from './page-cache';

interface Page {
  renderedAt: number;
  degraded: boolean;
  syncTags: string[];
  body: string;
}

const MAX_AGE_MS = 2000;
const RETRY_MS = 2000;

let clock: number;
let contentFailing: boolean;
let renders: number;
let logs: string[];
/** A render that never finishes, when set (a content source that hangs). */
let hanging: boolean;
let cache: ReturnType<typeof createPageCache<Page>>;

function produce(): Promise<Outcome<Page>> {
  renders += 1;
  if (hanging) return new Promise(() => undefined);
  const body = contentFailing ? 'Loading...' : `Content rendered at ${clock}`;
  return Promise.resolve({ kind: 'page', page: { renderedAt: clock, degraded: contentFailing, syncTags: [], body } });
}

const bodyOf = async (key = '/about') => {
  const outcome = await cache.serve(key, key);
  return outcome.kind === 'page' ? outcome.page.body : `redirect to ${outcome.location}`;
};

beforeEach(() => {
  clock = 1_000_000;
  contentFailing = false;
  hanging = false;
  renders = 0;
  logs = [];
  cache = createPageCache<Page>({
    produce,
    maxAgeMs: MAX_AGE_MS,
    retryIntervalMs: RETRY_MS,
    renderTimeoutMs: 50,
    now: () => clock,
    log: (message) => logs.push(message),
  });
});

describe('the page cache', () => {
  it('serves a good render for the freshness window, then renders again', async () => {
    expect(await bodyOf()).toBe('Content rendered at 1000000');
    clock += MAX_AGE_MS - 1;
    expect(await bodyOf()).toBe('Content rendered at 1000000');
    clock += 1;
    expect(await bodyOf()).toBe('Content rendered at 1002000');
    expect(renders).toBe(2);
  });

  it('keeps serving the last good render when content cannot be read, 3 s and 3 minutes later', async () => {
    expect(await bodyOf()).toBe('Content rendered at 1000000');
    contentFailing = true;
    clock += 3000;
    expect(await bodyOf()).toBe('Content rendered at 1000000');
    clock += 3 * 60 * 1000;
    expect(await bodyOf()).toBe('Content rendered at 1000000');
    expect(logs[0]).toMatch(/\/about: its content could not be read; serving its last good render \(3 s old\)/);
  });

  it('renders at most once per retry interval while content fails, in the background, and logs once per attempt', async () => {
    await bodyOf();
    contentFailing = true;
    clock += MAX_AGE_MS;
    for (let request = 0; request < 100; request++) await bodyOf();
    expect(renders).toBe(2);
    clock += RETRY_MS;
    for (let request = 0; request < 100; request++) expect(await bodyOf()).toBe('Content rendered at 1000000');
    expect(renders).toBe(3);
    expect(logs).toHaveLength(2);
  });

  it('serves the new render once content can be read again, after the retry', async () => {
    await bodyOf();
    contentFailing = true;
    clock += MAX_AGE_MS;
    await bodyOf();
    contentFailing = false;
    clock += RETRY_MS;
    // This request starts the retry and is answered at once, from the last good render.
    expect(await bodyOf()).toBe('Content rendered at 1000000');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await bodyOf()).toBe('Content rendered at 1004000');
    expect(logs.at(-1)).toBe('[pages] /about: rendered with its content again.');
  });

  it('shows the loading state only on a route that never rendered well, and renders it once per interval', async () => {
    contentFailing = true;
    expect(await bodyOf('/contact')).toBe('Loading...');
    expect(await bodyOf('/contact')).toBe('Loading...');
    expect(renders).toBe(1);
    expect(logs).toEqual([
      expect.stringContaining('/contact: its content could not be read, and it has never rendered'),
    ]);
    contentFailing = false;
    clock += RETRY_MS;
    expect(await bodyOf('/contact')).toBe('Content rendered at 1002000');
  });

  it('gives a render that hangs the render timeout, then serves the last good render without waiting again', async () => {
    await bodyOf();
    hanging = true;
    clock += MAX_AGE_MS;
    expect(await bodyOf()).toBe('Content rendered at 1000000');
    const started = performance.now();
    expect(await bodyOf()).toBe('Content rendered at 1000000');
    expect(performance.now() - started).toBeLessThan(20);
    expect(logs).toEqual([expect.stringContaining('its render took longer than 50 ms')]);
  });

  it('answers a route with nothing to show and a hanging render with RenderTimeoutError', async () => {
    hanging = true;
    await expect(cache.serve('/new', '/new')).rejects.toThrow(RenderTimeoutError);
  });
});
