// @vitest-environment node
/**
 * The content path under hostile and failing conditions, on loopback, with the
 * production server's real parts: a flood of slow public queries, a dataset
 * truncated or removed, a content source that stops answering.
 */
import { rmSync, truncateSync, writeFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rawRequest } from '../tests/support/http';
import { startProductionSite, type ProductionSite } from '../tests/support/production-site';
import { OVERVIEW_PAGE, overviewHasContent, warmRenderer } from '../tests/support/overview-page';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let site: ProductionSite | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await site?.stop();
  site = undefined;
});

beforeAll(warmRenderer);

describe('page reads beside public queries', () => {
  it('renders an uncached page with its content in under 2.5 s while 70 slow public queries are in flight', async () => {
    site = await startProductionSite();
    const slow = new URLSearchParams({
      query: 'count($a[count($a[count($a[count($a[@>=0])>0])>0])>0])',
      $a: JSON.stringify(Array.from({ length: 230 }, () => 0)),
    });
    const port = site.port;
    const flood = Array.from({ length: 70 }, () => rawRequest(port, `/v2025-05-18/data/query/production?${slow}`));
    await sleep(100);
    const started = performance.now();
    const page = await rawRequest(port, OVERVIEW_PAGE);
    const took = performance.now() - started;
    expect(page.status).toBe(200);
    expect(overviewHasContent(page.body)).toBe(true);
    expect(took).toBeLessThan(2500);
    // The flood was answered too: stopped at its deadline (400), refused as busy (503), or as one client's
    // fifth query in flight (429).
    const statuses = new Set((await Promise.all(flood)).map((answer) => answer.status));
    expect([...statuses].every((status) => status === 400 || status === 503 || status === 429)).toBe(true);
  });
});

describe('HSTS', () => {
  it('tells browsers to keep to https on every kind of response when SITE_URL is https', async () => {
    site = await startProductionSite();
    for (const path of [
      OVERVIEW_PAGE,
      '/healthz',
      '/no-such-file.js',
      '/v2025-05-18/data/query/production?query=count(*)',
    ]) {
      const { headers } = await rawRequest(site.port, path);
      expect(headers['strict-transport-security'], path).toBe('max-age=31536000');
    }
  });
});

describe('a dataset that goes bad after the first render', () => {
  it.each([
    ['truncated mid-line', (file: string) => truncateSync(file, 30_000)],
    ['emptied', (file: string) => writeFileSync(file, '')],
    ['removed', (file: string) => rmSync(file)],
  ])('%s: the page still serves its content 3 s later (window 2 s), never "No data available"', async (_, spoil) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    site = await startProductionSite({ contentMaxAgeMs: 2000 });
    expect(overviewHasContent((await rawRequest(site.port, OVERVIEW_PAGE)).body)).toBe(true);
    spoil(site.datasetFile);
    await sleep(3000);
    const later = await rawRequest(site.port, OVERVIEW_PAGE);
    expect(later.status).toBe(200);
    expect(overviewHasContent(later.body)).toBe(true);
    // And the public API still answers from the last good version.
    const query = new URLSearchParams({ query: '*[_type == "whoWeAre"][0]._id' });
    expect(JSON.parse((await rawRequest(site.port, `/v2025-05-18/data/query/production?${query}`)).body)).toMatchObject(
      {
        result: 'whoWeAre',
      },
    );
  });
});

describe('stale-if-error', () => {
  it('serves a page’s last good render 3 s after its content stopped answering (window 2 s), and says so once', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    site = await startProductionSite({ contentMaxAgeMs: 2000 });
    const good = await rawRequest(site.port, OVERVIEW_PAGE);
    expect(overviewHasContent(good.body)).toBe(true);
    site.failContent();
    await sleep(3000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => rawRequest(site!.port, OVERVIEW_PAGE)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(good.body);
      expect(answer.headers['cache-control']).toMatch(/s-maxage=0, stale-if-error=\d+/);
      expect(answer.headers['last-modified']).toBe(good.headers['last-modified']);
    }
    const pageWarnings = warnings.mock.calls
      .map(([message]) => String(message))
      .filter((text) => text.includes(OVERVIEW_PAGE));
    expect(pageWarnings).toEqual([expect.stringMatching(/could not be read; serving its last good render/)]);
  });
});

describe('a dataset with no documents at the first start', () => {
  it('starts, says so, serves pages in their loading state (kept by no one) and answers queries with 503', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    site = await startProductionSite({ withDataset: false });
    expect(warnings.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringMatching(/production\.ndjson is missing: no documents to answer with/),
    ]);
    const page = await rawRequest(site.port, OVERVIEW_PAGE);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Loading...');
    expect(page.body).not.toContain('No data available');
    expect(page.headers['cache-control']).toBe('no-store');
    const query = await rawRequest(site.port, `/v2025-05-18/data/query/production?query=*`);
    expect(query.status).toBe(503);
    expect(JSON.parse(query.body)).toMatchObject({ error: { type: 'serviceUnavailable' } });
  });
});
