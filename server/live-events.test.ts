// @vitest-environment node
/**
 * The embedded service's Live Content API, on loopback, read with the real
 * @sanity/client: sync tags on query answers, and an event stream the client
 * takes unchanged (welcome, a message per change naming what changed,
 * resumption with Last-Event-ID, restart, goaway, keep-alive).
 */
import { copyFileSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { LiveEvent } from '@sanity/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_QUERY } from '../src/content/queries';
import { createContentClient, DEFAULT_API_VERSION } from '../src/content/sanity-client';
import { close, listen } from '../tests/support/http';
import { createContentService, type ContentService, type ContentServiceOptions } from './content-service';

const EVENTS_PATH = `/v${DEFAULT_API_VERSION}/data/live/events/production`;
let directory: string;
let datasetFile: string;
let service: ContentService;
let server: Server;
let origin: string;

async function start(options: Partial<ContentServiceOptions> = {}) {
  service = createContentService({ datasetFile, pollMs: 50, ...options });
  server = createServer((req, res) => service.handle(req, res, () => res.writeHead(404).end()));
  origin = `http://127.0.0.1:${await listen(server)}`;
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  directory = mkdtempSync(join(tmpdir(), 'live-events-'));
  datasetFile = join(directory, 'production.ndjson');
  copyFileSync(resolve(import.meta.dirname, '../content/production.ndjson'), datasetFile);
});
afterEach(async () => {
  vi.restoreAllMocks();
  server.closeAllConnections();
  await close(server);
  await service.close();
  rmSync(directory, { recursive: true, force: true });
});

/** Rewrites one document of the dataset in place, as an editor publishing would (written beside it, renamed into place). */
function rewrite(id: string, edit: (document: Record<string, unknown>) => void): void {
  const lines = readFileSync(datasetFile, 'utf8').split('\n');
  const edited = lines.map((line) => {
    if (!line.includes(`"_id":"${id}"`)) return line;
    const document = JSON.parse(line) as Record<string, unknown>;
    edit(document);
    return JSON.stringify(document);
  });
  writeFileSync(`${datasetFile}.new`, edited.join('\n'));
  renameSync(`${datasetFile}.new`, datasetFile);
}

const retitle = (title: string) => (document: Record<string, unknown>) => {
  document.overview = { ...(document.overview as object), heroSection: { title } };
};

/** The live events the real client reads, as they come. */
function collect(events: ReturnType<ReturnType<typeof createContentClient>['live']['events']>) {
  const seen: LiveEvent[] = [];
  const subscription = events.subscribe({ next: (event) => seen.push(event), error: () => undefined });
  const next = async (type: LiveEvent['type'], within = 2000) => {
    const deadline = performance.now() + within;
    while (performance.now() < deadline) {
      const found = seen.find((event) => event.type === type);
      if (found) {
        seen.splice(seen.indexOf(found), 1);
        return found;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`No ${type} event within ${within} ms (saw ${JSON.stringify(seen)})`);
  };
  return { seen, next, stop: () => subscription.unsubscribe() };
}

/** A raw stream request: what the wire carries, for as long as `ms`. */
function readStream(path: string, ms: number, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; text: string }>((resolve, reject) => {
    const req = request(`${origin}${path}`, { headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      const done = () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text });
      res.on('end', done);
      setTimeout(() => {
        req.destroy();
        done();
      }, ms);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('sync tags on query answers', () => {
  it('tags an answer with the documents it holds, as the real client returns them with filterResponse: false', async () => {
    await start();
    const client = createContentClient({}, origin);
    const about = await client.fetch(DOCUMENT_QUERY, { type: 'whoWeAre' }, { filterResponse: false });
    const contact = await client.fetch(DOCUMENT_QUERY, { type: 'contactPage' }, { filterResponse: false });
    expect(about.syncTags).toEqual([expect.stringMatching(/^s1:[\w-]+$/)]);
    expect(contact.syncTags).toHaveLength(1);
    expect(contact.syncTags).not.toEqual(about.syncTags);
    // An answer with no document of its own (a count) depends on everything: it carries the dataset's tag.
    const count = await client.fetch('count(*)', {}, { filterResponse: false });
    expect(count.syncTags).toHaveLength(1);
    expect(count.syncTags).not.toEqual(about.syncTags);
  });
});

describe('the live event stream', () => {
  it('welcomes the real client, then within 2 s of a change to whoWeAre sends a message whose tags meet that query’s', async () => {
    await start();
    const client = createContentClient({}, origin);
    const { syncTags = [] } = await client.fetch(DOCUMENT_QUERY, { type: 'whoWeAre' }, { filterResponse: false });
    const events = collect(client.live.events());
    await events.next('welcome');
    const changed = performance.now();
    rewrite('whoWeAre', retitle('About us, rewritten'));
    const message = await events.next('message', 2000);
    expect(performance.now() - changed).toBeLessThan(2000);
    expect(message.type === 'message' && message.tags.some((tag) => syncTags.includes(tag))).toBe(true);
    // And only the documents that changed: the contact page's query is not named.
    const contact = await client.fetch(DOCUMENT_QUERY, { type: 'contactPage' }, { filterResponse: false });
    expect(message.type === 'message' && message.tags.some((tag) => contact.syncTags?.includes(tag))).toBe(false);
    events.stop();
  });

  it('says nothing to the public about a change to a draft', async () => {
    await start();
    const events = collect(createContentClient({}, origin).live.events());
    await events.next('welcome');
    rewrite('drafts.home', (draft) => (draft.hero = { heading: 'DRAFT — edited again' }));
    await new Promise((resolve) => setTimeout(resolve, 600));
    rewrite('contactPage', (document) => (document.heroSection = { title: 'Contact, rewritten' }));
    await events.next('message');
    expect(events.seen.filter((event) => event.type === 'message')).toEqual([]);
    events.stop();
  });

  it('streams the wire format: ids on every event, JSON data, keep-alive comments, no caching', async () => {
    await start({ live: { keepAliveMs: 100 } });
    const stream = readStream(EVENTS_PATH, 1500);
    await new Promise((resolve) => setTimeout(resolve, 150));
    rewrite('whoWeAre', retitle('About us, once more'));
    const { status, headers, text } = await stream;
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(headers['cache-control']).toBe('no-store');
    expect(text).toMatch(/^id: (\S+)\nevent: welcome\ndata: \{\}\n\n/);
    expect(text).toMatch(/\nid: \S+\nevent: message\ndata: \{"tags":\["s1:[\w-]+","s1:[\w-]+"\]\}\n\n/);
    expect(text).toContain(': keep-alive\n\n');
  });

  it('replays what a client missed when it comes back with Last-Event-ID, and says restart to an id it cannot place', async () => {
    await start();
    const first = await readStream(EVENTS_PATH, 100);
    const position = /^id: (\S+)\nevent: welcome/.exec(first.text)?.[1];
    expect(position).toBeDefined();
    // Two changes while the client is away, each taken before the next (two looks of the file: 100 ms here).
    rewrite('whoWeAre', retitle('Missed one'));
    await new Promise((resolve) => setTimeout(resolve, 800));
    rewrite('contactPage', (document) => (document.heroSection = { title: 'Missed two' }));
    await new Promise((resolve) => setTimeout(resolve, 800));
    const resumed = await readStream(EVENTS_PATH, 150, { 'Last-Event-ID': position ?? '' });
    expect(resumed.text.match(/event: message/g)).toHaveLength(2);
    expect(resumed.text).not.toContain('event: restart');
    const stranger = await readStream(EVENTS_PATH, 150, { 'Last-Event-ID': 'from-another-process.7' });
    expect(stranger.text).toMatch(/event: welcome[\s\S]*event: restart/);
    expect(stranger.text).not.toContain('event: message');
  });

  it('turns a client past the bound away with a goaway and a long retry, and never the server’s own reserved stream', async () => {
    await start({ live: { maxStreams: 1, reservedKey: 'the-server-itself' } });
    const holding = readStream(EVENTS_PATH, 1500);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const turnedAway = await readStream(EVENTS_PATH, 200);
    expect(turnedAway.text).toMatch(/^retry: (\d+)\n\n/);
    expect(Number(/^retry: (\d+)/.exec(turnedAway.text)?.[1])).toBeGreaterThanOrEqual(15_000);
    expect(turnedAway.text).toContain('event: goaway\ndata: {"reason":"Too many open streams"}');
    const reserved = await readStream(EVENTS_PATH, 200, { 'x-live-reserved': 'the-server-itself' });
    expect(reserved.text).toContain('event: welcome');
    expect(reserved.text).not.toContain('goaway');
    await holding;
  });

  it('refuses drafts on the public path, whatever a request asks', async () => {
    await start();
    const refused = await readStream(`${EVENTS_PATH}?includeDrafts=true`, 200);
    expect(refused.status).toBe(401);
  });

  it('ends every stream with a goaway when the server drains, so none holds it open', async () => {
    await start();
    const stream = readStream(EVENTS_PATH, 2000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const ended = performance.now();
    service.endStreams();
    const { text } = await stream;
    expect(performance.now() - ended).toBeLessThan(500);
    expect(text).toMatch(/event: goaway\ndata: \{"reason":"The server is shutting down"\}\n\n$/);
  });
});
