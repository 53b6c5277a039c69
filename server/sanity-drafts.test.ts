// @vitest-environment node
/**
 * A preview session's drafts when the site reads a Sanity project: the site's
 * server forwards the browser's queries and relays the live events, reading
 * "Sanity" with its token. Here Sanity is played by the embedded service's
 * drafts API on another loopback port, which records what it is sent.
 */
import { copyFileSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createClient, type LiveEvent } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_VERSION } from '../src/content/sanity-client';
import { close, listen, rawRequest } from '../tests/support/http';
import { createContentService, type ContentService } from './content-service';
import { createSanityDrafts, type SanityDrafts } from './sanity-drafts';
import { syncTagOf } from './sync-tags';

const TOKEN = 'sk-read-token-that-stays-on-the-server';
const QUERY_PATH = `/v${DEFAULT_API_VERSION}/data/query/production`;
let directory: string;
let datasetFile: string;
let sanity: ContentService;
let sanityServer: Server;
let site: Server;
let drafts: SanityDrafts;
let sitePort: number;
const authorizations: (string | undefined)[] = [];

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'sanity-drafts-'));
  datasetFile = join(directory, 'production.ndjson');
  copyFileSync(resolve(import.meta.dirname, '../content/production.ndjson'), datasetFile);
  sanity = createContentService({ datasetFile, pollMs: 50 });
  sanityServer = createServer((req, res) => {
    authorizations.push(req.headers.authorization);
    sanity.handleDrafts(req, res, () => res.writeHead(404).end());
  });
  const upstream = `http://127.0.0.1:${await listen(sanityServer)}`;
  drafts = createSanityDrafts(
    createClient({
      apiHost: upstream,
      useProjectHostname: false,
      dataset: 'production',
      apiVersion: DEFAULT_API_VERSION,
      token: TOKEN,
      perspective: 'drafts',
      useCdn: false,
    }),
  );
  site = createServer((req, res) => drafts.handle(req, res, () => res.writeHead(404).end()));
  sitePort = await listen(site);
});
afterAll(async () => {
  drafts.close();
  site.closeAllConnections();
  sanityServer.closeAllConnections();
  await close(site);
  await close(sanityServer);
  await sanity.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('drafts from a Sanity project, through the site’s server', () => {
  it('answers a query with the draft, reading Sanity with the token, and never sends the token on', async () => {
    const search = new URLSearchParams({ query: '*[_type == "home"][0]{_id, hero}' });
    const answer = await rawRequest(sitePort, `${QUERY_PATH}?${search}`);
    expect(JSON.parse(answer.body)).toMatchObject({
      result: { hero: { heading: 'DRAFT — unpublished heading' } },
      syncTags: [expect.stringMatching(/^s1:/), expect.stringMatching(/^s1:/)],
    });
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(authorizations.at(-1)).toBe(`Bearer ${TOKEN}`);
    expect(JSON.stringify(answer)).not.toContain(TOKEN);
  });

  it('passes Sanity’s refusal of a bad query on, as Sanity worded it', async () => {
    const answer = await rawRequest(sitePort, `${QUERY_PATH}?query=${encodeURIComponent('*[_type == ')}`);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { type: 'queryParseError' } });
  });

  it('relays a draft edit to the browser’s event stream', async () => {
    const browser = createClient({
      apiHost: `http://127.0.0.1:${sitePort}`,
      useProjectHostname: false,
      dataset: 'production',
      apiVersion: DEFAULT_API_VERSION,
      useCdn: false,
      withCredentials: true,
    });
    const seen: LiveEvent[] = [];
    const subscription = browser.live.events({ includeDrafts: true }).subscribe({ next: (event) => seen.push(event) });
    await waitFor(() => seen.some((event) => event.type === 'welcome'));
    // The site subscribes to Sanity once the first preview stream opens: give it a moment to be welcomed.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const lines = readFileSync(datasetFile, 'utf8').replace('DRAFT — unpublished heading', 'DRAFT — edited');
    writeFileSync(`${datasetFile}.new`, lines);
    renameSync(`${datasetFile}.new`, datasetFile);
    await waitFor(() => seen.some((event) => event.type === 'message'));
    subscription.unsubscribe();
    // Sanity's own event, passed on: it names the draft that changed.
    expect(seen.find((event) => event.type === 'message')).toMatchObject({
      tags: expect.arrayContaining([syncTagOf('drafts.home')]),
    });
    expect(authorizations).toContain(`Bearer ${TOKEN}`);
  });
});

async function waitFor(condition: () => boolean, limitMs = 3000): Promise<void> {
  const started = performance.now();
  while (!condition()) {
    if (performance.now() - started > limitMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
