// @vitest-environment node
/**
 * Which public queries reach the workers, and what the rest get: the site's
 * own read is answered in process, as its pages are; other queries are
 * bounded per client address (429 past the bound); a query whose deadline
 * passes before a worker is free gets a 503 the real client retries.
 * Over HTTP on loopback; 127.0.0.2 is another client.
 */
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DOCUMENT_QUERY } from '../src/content/queries';
import { createContentClient } from '../src/content/sanity-client';
import { close, listen, rawRequest, type RawResponse } from '../tests/support/http';
import { COSTLY_QUERY_PATH, siteReadPath } from '../tests/support/query-load';
import { createContentService, type ContentService, type ContentServiceOptions } from './content-service';
import { SITE_QUERY } from './site-reads';

const DATASET = resolve(import.meta.dirname, '../content/production.ndjson');
let service: ContentService | undefined;
let server: Server | undefined;
let port: number;
/** Told of each request as it reaches the service, so a test can wait for a query to be in, not for a time. */
let onArrival: ((url: string) => void) | undefined;

async function start(options: Partial<ContentServiceOptions> = {}) {
  service = createContentService({ datasetFile: DATASET, ...options });
  server = createServer((req, res) => {
    onArrival?.(req.url ?? '');
    service?.handle(req, res, () => res.writeHead(404).end());
  });
  port = await listen(server);
  await service.ready();
}

afterEach(async () => {
  onArrival = undefined;
  server?.closeAllConnections();
  if (server) await close(server);
  await service?.close();
  server = undefined;
  service = undefined;
});

const costly = (from = '127.0.0.1') => rawRequest(port, COSTLY_QUERY_PATH, { localAddress: from });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const body = (response: RawResponse) => JSON.parse(response.body) as Record<string, unknown>;

describe('public queries and the workers', () => {
  it('knows the site’s own read by the very text the browser sends', () => {
    expect(SITE_QUERY).toBe(DOCUMENT_QUERY);
  });

  it('answers the site’s own read at once while every worker is busy and the queue is full, as the workers would', async () => {
    await start({ pool: { size: 1, maxQueued: 2, deadlineMs: 2000 }, queriesPerAddress: 10 });
    let running = true;
    const flood = Array.from({ length: 6 }, () => costly());
    void flood[0]?.then(() => (running = false));
    await sleep(100);
    const own = await rawRequest(port, siteReadPath('whoWeAre'), { localAddress: '127.0.0.2' });
    expect(own.status).toBe(200);
    // Answered while the worker was still on the first costly query (it runs to its 2 s deadline).
    expect(running).toBe(true);
    // The queue is full: the same read spelt otherwise is a query like any other, and is refused for now.
    const spelt = rawRequest(port, siteReadPath('whoWeAre').replace('%5B0%5D', '+%5B0%5D'));
    expect((await spelt).status).toBe(503);
    const statuses = (await Promise.all(flood)).map((response) => response.status);
    expect(statuses).toContain(503);
    // Once the workers are free, that spelling answers exactly what the site's read did.
    const fromWorkers = await rawRequest(port, siteReadPath('whoWeAre').replace('%5B0%5D', '+%5B0%5D'));
    expect(body(fromWorkers).result).toEqual(body(own).result);
    expect(body(fromWorkers).syncTags).toEqual(body(own).syncTags);
    expect(body(own).result).toMatchObject({ _id: 'whoWeAre' });
  });

  it('holds one client address to 4 queries in the workers: the fifth waits for a place, then gets 429 and Retry-After; another address gets in', async () => {
    await start({ pool: { size: 2, deadlineMs: 2500 } });
    const held = Array.from({ length: 4 }, () => costly());
    await sleep(150);
    const sent = performance.now();
    const fifth = await costly();
    // Refused after its second of waiting, not at once: a loop that never waits cannot spin on refusals.
    expect(performance.now() - sent).toBeGreaterThanOrEqual(900);
    expect(fifth.status).toBe(429);
    expect(fifth.headers['retry-after']).toBe('1');
    expect(body(fifth)).toMatchObject({ error: { type: 'tooManyRequests' } });
    const other = rawRequest(port, '/v2025-05-18/data/query/production?query=count(*)', { localAddress: '127.0.0.2' });
    expect((await other).status).toBe(200);
    // Its places come back as its queries end.
    expect((await Promise.all(held)).map((response) => response.status)).not.toContain(429);
    expect((await rawRequest(port, '/v2025-05-18/data/query/production?query=count(*)')).status).toBe(200);
  });

  it('answers a query whose deadline passed before a worker was free with 503 and Retry-After, and the real client retries it', async () => {
    await start({ pool: { size: 1, deadlineMs: 800 } });
    // The next query is sent as soon as the costly one is in, not 100 ms later: its deadline then passes
    // while the costly one's stopped worker is being replaced, however fast this machine boots one (a
    // replacement booted within 100 ms answered it, 200, on a faster machine).
    const arrived = new Promise<void>((resolve) => {
      onArrival = (url) => url === COSTLY_QUERY_PATH && resolve();
    });
    const running = costly();
    await arrived;
    const waiting = await rawRequest(port, `/v2025-05-18/data/query/production?query=count(*)`, {
      localAddress: '127.0.0.2',
    });
    expect(waiting.status).toBe(503);
    expect(waiting.headers['retry-after']).toBe('1');
    // The one that ran to its deadline is the query's own fault: 400 queryTimeout, which no client retries.
    expect(body(await running)).toMatchObject({ error: { type: 'queryTimeout' } });
    // The browser's client (not the site's own read: that never waits) gets its answer after a retry or two.
    const client = createContentClient({}, `http://127.0.0.1:${port}`);
    const blocking = costly();
    await sleep(100);
    await expect(client.fetch('count(*[_type == $type])', { type: 'home' })).resolves.toBe(1);
    await blocking;
  });
});
