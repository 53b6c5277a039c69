// @vitest-environment node
/**
 * Draft preview on the production server's real parts: entering with the
 * secret, what a session's pages and reads answer, and that no public answer
 * ever carries a draft, before, during or after a session. The dataset has a
 * draft of the home page ("DRAFT — unpublished heading").
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_QUERY } from '../src/content/queries';
import { createContentClient } from '../src/content/sanity-client';
import { rawRequest, type RawResponse } from '../tests/support/http';
import { PREVIEW_SECRET, startProductionSite, type ProductionSite } from '../tests/support/production-site';
import { createPreviewSessions, PREVIEW_COOKIE } from './preview-session';

const DRAFT_HEADING = 'DRAFT — unpublished heading';
let site: ProductionSite;

beforeAll(async () => {
  site = await startProductionSite({ preview: true });
});
afterAll(() => site.stop());
afterEach(() => vi.restoreAllMocks());

const get = (path: string, headers: Record<string, string> = {}) => rawRequest(site.port, path, { headers });
/** Exit preview as the banner's form sends it, from a page of the site. */
const leave = (headers: Record<string, string> = {}, path = '/api/preview/exit') =>
  rawRequest(site.port, path, {
    method: 'POST',
    headers: { 'sec-fetch-site': 'same-origin', origin: `http://127.0.0.1:${site.port}`, ...headers },
  });
const enter = (secret: string, redirect = '/', headers: Record<string, string> = {}) =>
  get(`/api/preview?${new URLSearchParams({ secret, redirect })}`, headers);
/** The cookie a response sets, as a browser would send it back. */
const cookieOf = (response: RawResponse) => String(response.headers['set-cookie']).split(';')[0] ?? '';

/** Every public way to the home page's heading: the page, and the query API whatever perspective it asks for. */
async function publicAnswers(): Promise<string[]> {
  const client = createContentClient({}, `http://127.0.0.1:${site.port}`);
  const answers = [(await get('/')).body, JSON.stringify(await client.fetch(DOCUMENT_QUERY, { type: 'home' }))];
  for (const perspective of ['drafts', 'raw', 'previewDrafts']) {
    const search = new URLSearchParams({ query: '*[_type == "home"]', perspective });
    answers.push((await get(`/v2025-05-18/data/query/production?${search}`)).body);
  }
  return answers;
}

describe('entering a preview session', () => {
  it('refuses an address past 5 wrong secrets with 429 and Retry-After, right or wrong, and says so once', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const guesser = { localAddress: '127.0.0.3' };
    const guess = (secret: string) =>
      rawRequest(site.port, `/api/preview?${new URLSearchParams({ secret, redirect: '/' })}`, guesser);
    for (let attempt = 1; attempt <= 5; attempt++) expect((await guess(`guess-${attempt}`)).status).toBe(401);
    for (const secret of ['guess-6', 'guess-7', PREVIEW_SECRET]) {
      const refused = await guess(secret);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    // Another address is not held up.
    expect((await enter(PREVIEW_SECRET)).status).toBe(303);
    const said = warnings.mock.calls.filter(([message]) => String(message).includes('[preview secret]'));
    expect(said).toHaveLength(1);
    expect(String(said[0]?.[0])).toContain('127.0.0.3');
  });

  it('answers a wrong or missing secret with 401 and no cookie', async () => {
    for (const secret of ['wrong', '', `${PREVIEW_SECRET}x`, PREVIEW_SECRET.slice(0, -1)]) {
      const response = await enter(secret);
      expect(response.status).toBe(401);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers the secret with a redirect to the page and an HttpOnly, SameSite=Lax session cookie, Secure over https', async () => {
    const response = await enter(PREVIEW_SECRET, '/about/overview');
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/about/overview');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(
      new RegExp(`^${PREVIEW_COOKIE}=\\d+\\.[\\w-]{16}\\.[\\w-]+; Path=/; Max-Age=7200; HttpOnly; SameSite=Lax$`),
    );
    const overHttps = await enter(PREVIEW_SECRET, '/', { 'x-forwarded-proto': 'https' });
    expect(String(overHttps.headers['set-cookie'])).toMatch(/; Secure$/);
  });

  it.each(['//evil.example/', '/\\evil.example', 'https://evil.example/', '/ /evil.example', 'about'])(
    'never redirects off the site: %s goes home',
    async (redirect) => {
      const response = await enter(PREVIEW_SECRET, redirect);
      expect(response.status).toBe(303);
      expect(response.headers.location).toBe('/');
    },
  );

  it('keeps a path of the site with its query string', async () => {
    expect((await enter(PREVIEW_SECRET, '/contact?from=studio')).headers.location).toBe('/contact?from=studio');
  });
});

describe('in a preview session', () => {
  it('shows the draft, privately, unindexed, never cached, with a banner whose exit is a form that posts', async () => {
    const cookie = cookieOf(await enter(PREVIEW_SECRET));
    const page = await get('/', { cookie });
    expect(page.status).toBe(200);
    expect(page.body).toContain(DRAFT_HEADING);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body).toMatch(
      /<aside class="[^"]*" aria-label="Preview">.*<form [^>]*action="\/api\/preview\/exit" method="post"><button type="submit"/,
    );
    // The banner sits after the app's root and its state, outside what React hydrates.
    expect(page.body.indexOf('aria-label="Preview"')).toBeGreaterThan(page.body.indexOf('id="page-state"'));
    expect(page.body).toContain('"preview":{"syncTags":{"home":["s1:');
  });

  it('answers its drafts API with the draft, and no one without a session', async () => {
    const cookie = cookieOf(await enter(PREVIEW_SECRET));
    const search = new URLSearchParams({ query: '*[_type == "home"][0]{_id, hero}' });
    const drafts = await get(`/api/preview/v2025-05-18/data/query/production?${search}`, { cookie });
    // Tagged with the document and its draft: a saved draft and a publish both reach the session.
    expect(JSON.parse(drafts.body)).toMatchObject({
      result: { _id: 'home', hero: { heading: DRAFT_HEADING } },
      syncTags: [expect.stringMatching(/^s1:/), expect.stringMatching(/^s1:/)],
    });
    expect(drafts.headers['cache-control']).toBe('private, no-store');
    const stranger = await get(`/api/preview/v2025-05-18/data/query/production?${search}`);
    expect(stranger.status).toBe(401);
    expect(stranger.body).not.toContain('DRAFT');
  });

  it('refuses a forged, altered or expired cookie: the page is the public one', async () => {
    const [name, value = ''] = cookieOf(await enter(PREVIEW_SECRET)).split('=');
    const [expires = '0', id = '', signature = ''] = value.split('.');
    const longer = `${name}=${Number(expires) + 1_000_000}.${id}.${signature}`;
    const expiredSessions = createPreviewSessions(PREVIEW_SECRET, () => Date.now() - 3 * 60 * 60 * 1000);
    const expired = expiredSessions.openCookie(await fakeRequest()).split(';')[0] ?? '';
    const otherSecret = createPreviewSessions('another-secret-entirely-long').openCookie(await fakeRequest());
    for (const cookie of [longer, expired, otherSecret.split(';')[0] ?? '', `${PREVIEW_COOKIE}=1.x`]) {
      const page = await get('/', { cookie });
      expect(page.body).not.toContain(DRAFT_HEADING);
      expect(page.headers['cache-control']).toMatch(/^public/);
    }
  });

  it('ends with the exit, a POST from the site, which revokes the session and goes back where the editor was', async () => {
    const cookie = cookieOf(await enter(PREVIEW_SECRET));
    const copied = cookie;
    expect((await get('/', { cookie })).body).toContain(DRAFT_HEADING);
    const response = await leave({ cookie }, '/api/preview/exit?redirect=/about/overview');
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/about/overview');
    expect(String(response.headers['set-cookie'])).toMatch(
      new RegExp(`^${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly`),
    );
    // A copy of the cookie, kept anywhere, shows drafts no more.
    const withCopy = await get('/', { cookie: copied });
    expect(withCopy.body).not.toContain(DRAFT_HEADING);
    expect(withCopy.headers['cache-control']).toMatch(/^public/);
    const drafts = await get('/api/preview/v2025-05-18/data/query/production?query=count(*)', { cookie: copied });
    expect(drafts.status).toBe(401);
    const fromPage = await leave({ referer: `http://127.0.0.1:${site.port}/contact`, host: `127.0.0.1:${site.port}` });
    expect(fromPage.headers.location).toBe('/contact');
  });

  it('is not ended by a link or another site’s form: GET gets 405, a cross-site POST 403, and the session stays', async () => {
    const cookie = cookieOf(await enter(PREVIEW_SECRET));
    const linked = await get('/api/preview/exit', { cookie });
    expect(linked.status).toBe(405);
    expect(linked.headers.allow).toBe('POST');
    const fromOtherSites: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ];
    for (const from of fromOtherSites) {
      const posted = await rawRequest(site.port, '/api/preview/exit', { method: 'POST', headers: { cookie, ...from } });
      expect(posted.status, JSON.stringify(from)).toBe(403);
      expect(posted.headers['set-cookie']).toBeUndefined();
    }
    expect((await get('/', { cookie })).body).toContain(DRAFT_HEADING);
  });
});

describe('public answers', () => {
  it('never carry the draft: before, during and after a session', async () => {
    for (const answer of await publicAnswers()) expect(answer).not.toContain('DRAFT');
    const cookie = cookieOf(await enter(PREVIEW_SECRET));
    expect((await get('/', { cookie })).body).toContain(DRAFT_HEADING);
    for (const answer of await publicAnswers()) expect(answer).not.toContain('DRAFT');
    await leave({ cookie });
    for (const answer of await publicAnswers()) expect(answer).not.toContain('DRAFT');
  });
});

/** A request as preview-session.ts sees one (its headers and socket), for making cookies in a test. */
async function fakeRequest() {
  const { IncomingMessage } = await import('node:http');
  const { Socket } = await import('node:net');
  return new IncomingMessage(new Socket());
}
