// @vitest-environment node
/** Pages on request: statuses, canonical URLs, redirects, the per-route cache and its headers. */
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rawRequest } from '../tests/support/http';
import { startMiniSite, type MiniSite } from '../tests/support/mini-site';
import { pageCacheControl } from './page-responder';

let site: MiniSite;
const get = (path: string, headers: Record<string, string> = {}) => rawRequest(site.port, path, { headers });

beforeAll(async () => {
  site = await startMiniSite();
});
afterAll(() => site.stop());
beforeEach(() => {
  site.setContentFailing(false);
  // Past the freshness window: every test starts with an empty cache.
  site.advanceClock(10 * 60 * 1000);
});

describe('pages', () => {
  it('renders a page into the template, with its head tags and its scripts as JSON data', async () => {
    const response = await get('/about/overview');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<title>Page /about/overview</title>');
    expect(response.body).toContain('<div id="root"><main><h1>Page /about/overview</h1>');
    expect(response.body).toMatch(/<script type="application\/json" id="page-scripts">\{"renderedAt":\d+/);
    expect(response.body).not.toContain('<title>Site</title>');
  });

  it('answers an unknown path with the not-found page and status 404', async () => {
    const response = await get('/no-such-page');
    expect(response.status).toBe(404);
    expect(response.body).toContain('Oops! Page not found');
  });

  it.each([
    ['/About/Overview', '/about/overview'],
    ['/about/overview/', '/about/overview'],
    ['/about/overview/index', '/about/overview'],
    ['/about/overview/index.html', '/about/overview'],
    ['/index', '/'],
    ['/index.html', '/'],
    ['/services', '/services/overview'],
    ['/SERVICES/', '/services/overview'],
  ])('redirects %s to its one spelling %s', async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it('keeps the query string on every redirect (campaign tracking survives)', async () => {
    expect((await get('/about/overview/?utm_source=newsletter')).headers.location).toBe(
      '/about/overview?utm_source=newsletter',
    );
    expect((await get('/services?utm_source=x&utm_medium=email')).headers.location).toBe(
      '/services/overview?utm_source=x&utm_medium=email',
    );
  });

  it('gives a misspelling of an unknown path the not-found page, not a redirect', async () => {
    const response = await get('/No-Such-Page/');
    expect(response.status).toBe(404);
  });
});

describe('the per-route cache', () => {
  it('renders a route once within the freshness window, whatever its query string', async () => {
    const before = site.renders.length;
    await get('/about/overview');
    await get('/about/overview?utm_source=a');
    await get('/about/overview?utm_source=b');
    expect(site.renders.length - before).toBe(1);
  });

  it('renders again once the page is older than the freshness window (5 minutes)', async () => {
    const before = site.renders.length;
    await get('/about/overview');
    site.advanceClock(4 * 60 * 1000);
    await get('/about/overview');
    expect(site.renders.length - before).toBe(1);
    site.advanceClock(2 * 60 * 1000);
    await get('/about/overview');
    expect(site.renders.length - before).toBe(2);
  });

  it('renders the not-found page once for any number of unknown paths', async () => {
    const before = site.renders.length;
    for (let index = 0; index < 5; index++) expect((await get(`/random-${index}`)).status).toBe(404);
    expect(site.renders.length - before).toBe(1);
  });

  it('never lets anyone keep a page served in its loading state, and renders it again after the retry interval', async () => {
    site.setContentFailing(true);
    const before = site.renders.length;
    const first = await get('/services/overview');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body).toContain('<p>Loading...</p>');
    site.setContentFailing(false);
    site.advanceClock(30 * 1000);
    const second = await get('/services/overview');
    expect(site.renders.length - before).toBe(2);
    expect(second.body).toContain('<p>Content</p>');
  });
});

describe('stale-if-error', () => {
  it('keeps serving a route’s last good render when its content cannot be read, past the window', async () => {
    const good = await get('/about/overview');
    expect(good.body).toContain('<p>Content</p>');
    site.setContentFailing(true);
    site.advanceClock(6 * 60 * 1000);
    const stale = await get('/about/overview');
    expect(stale.status).toBe(200);
    expect(stale.body).toContain('<p>Content</p>');
    expect(stale.headers.etag).toBe(good.headers.etag);
    expect(stale.headers['last-modified']).toBe(good.headers['last-modified']);
    // Out of date, so a CDN may keep it only to serve when the origin errs, and asks again meanwhile.
    expect(stale.headers['cache-control']).toMatch(/s-maxage=0, stale-if-error=/);
    expect(stale.headers.age).toBeUndefined();
  });

  it('renders a failing route at most once per retry interval, however many requests come', async () => {
    await get('/about/overview');
    site.setContentFailing(true);
    site.advanceClock(6 * 60 * 1000);
    const before = site.renders.length;
    for (let request = 0; request < 20; request++) await get('/about/overview');
    expect(site.renders.length - before).toBe(1);
  });
});

describe('response headers', () => {
  it('lets a CDN keep a page within what is left of the freshness window, with no Age to cut it short', async () => {
    const first = await get('/');
    site.advanceClock(90 * 1000);
    const response = await get('/');
    const cacheControl = String(response.headers['cache-control']);
    expect(cacheControl).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=50, stale-if-error=86400');
    // RFC 9111 caches subtract Age from s-maxage: a render the origin still holds current is sent without one.
    expect(response.headers.age).toBeUndefined();
    expect(response.headers['last-modified']).toBe(first.headers['last-modified']);
    // 5 s before the window closes, a CDN may keep it for those 5 s and no longer.
    site.advanceClock((300 - 90 - 5) * 1000);
    expect((await get('/')).headers['cache-control']).toBe('public, max-age=0, s-maxage=5, stale-if-error=86400');
  });

  it('spells out the CDN lifetimes from what is left of a render’s freshness', () => {
    expect(pageCacheControl(Number.POSITIVE_INFINITY)).toBe(
      'public, max-age=0, s-maxage=10, stale-while-revalidate=50, stale-if-error=86400',
    );
    expect(pageCacheControl(30_000)).toBe(
      'public, max-age=0, s-maxage=10, stale-while-revalidate=20, stale-if-error=86400',
    );
    expect(pageCacheControl(0)).toBe('public, max-age=0, s-maxage=0, stale-if-error=86400');
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const { headers } = await get('/');
    const etag = String(headers.etag);
    const again = await get('/', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends brotli to browsers that accept it', async () => {
    const response = await new Promise<{ encoding: string | undefined; text: string }>((resolve, reject) => {
      void import('node:http').then(({ request }) => {
        const req = request(
          { host: '127.0.0.1', port: site.port, path: '/', headers: { 'accept-encoding': 'gzip, br' } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                encoding: res.headers['content-encoding'],
                text: brotliDecompressSync(Buffer.concat(chunks)).toString('utf8'),
              }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      });
    });
    expect(response.encoding).toBe('br');
    expect(response.text).toContain('<h1>Page /</h1>');
  });
});
