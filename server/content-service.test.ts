// @vitest-environment node
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '../src/content/documents';
import { DOCUMENT_QUERY } from '../src/content/queries';
import { createContentClient, DEFAULT_API_VERSION } from '../src/content/sanity-client';
import { close, listen, rawRequest } from '../tests/support/http';
import { createContentService, type ContentService } from './content-service';
import { QueryError } from './groq';

const DATASET = resolve(import.meta.dirname, '../content/production.ndjson');
const QUERY_PATH = `/v${DEFAULT_API_VERSION}/data/query/production`;
let server: Server;
let port: number;
let service: ContentService;

beforeAll(async () => {
  service = createContentService({ datasetFile: DATASET, maxBodyBytes: 64 * 1024 });
  server = createServer((req, res) =>
    service.handle(req, res, () => res.writeHead(404).end('not the content service')),
  );
  port = await listen(server);
});
afterAll(async () => {
  await close(server);
  await service.close();
});

const get = (query: string, params: Record<string, string> = {}) => {
  const search = new URLSearchParams({ query, ...params });
  return rawRequest(port, `${QUERY_PATH}?${search}`);
};
const json = (body: string) => JSON.parse(body) as Record<string, unknown>;

describe('embedded content service (Sanity query API)', () => {
  it('answers a GET query with { ms, query, result }', async () => {
    const response = await get('*[_type == $type][0]{hero}', { $type: '"home"' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const body = json(response.body);
    expect(body).toMatchObject({
      query: '*[_type == $type][0]{hero}',
      result: { hero: { buttonLink: '/services/overview' } },
    });
    expect(typeof body.ms).toBe('number');
  });

  it('answers a POST query with params in the JSON body', async () => {
    const response = await rawRequest(port, QUERY_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'count(*[_type == $type])', params: { type: 'whoWeAre' } }),
    });
    expect(json(response.body).result).toBe(1);
  });

  it('never returns draft documents', async () => {
    expect(json((await get('count(*[_type == "home"])')).body).result).toBe(1);
    expect(json((await get('*[_id in path("drafts.**")]')).body).result).toEqual([]);
    expect(JSON.stringify(json((await get('*[_type == "home"].hero.heading')).body))).not.toContain('DRAFT');
  });

  it('refuses a referenced parameter that was not given, as Sanity does', async () => {
    const response = await get('*[_type == $type][0]');
    expect(response.status).toBe(400);
    expect(json(response.body)).toMatchObject({
      error: { type: 'queryParseError', description: 'param $type referenced, but not provided' },
    });
  });

  it('refuses bad GROQ with a 400 that says where', async () => {
    const response = await get('*[_type == ');
    expect(response.status).toBe(400);
    expect(json(response.body)).toMatchObject({ error: { type: 'queryParseError', start: expect.any(Number) } });
  });

  it('refuses unquoted parameter values and a missing query', async () => {
    expect((await get('*[_type == $type]', { $type: 'home' })).status).toBe(400);
    expect((await rawRequest(port, QUERY_PATH)).status).toBe(400);
  });

  it('refuses a body over the limit with 413, and a body that is not JSON with 400', async () => {
    const big = await rawRequest(port, QUERY_PATH, {
      method: 'POST',
      body: JSON.stringify({ query: `"${'x'.repeat(70 * 1024)}"` }),
    });
    expect(big.status).toBe(413);
    expect((await rawRequest(port, QUERY_PATH, { method: 'POST', body: '{not json' })).status).toBe(400);
    expect((await rawRequest(port, QUERY_PATH, { method: 'POST', body: '{"query":"*","params":[1]}' })).status).toBe(
      400,
    );
  });

  it('refuses other methods, unknown datasets and runaway queries', async () => {
    const put = await rawRequest(port, QUERY_PATH, { method: 'PUT', body: '{}' });
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD, POST');
    expect((await rawRequest(port, `/v${DEFAULT_API_VERSION}/data/query/secret?query=*`)).status).toBe(404);
    const nested = `count(*[count(*[count(*[count(*[count(*)>0])>0])>0])>0])`;
    expect(json((await get(nested)).body)).toMatchObject({ error: { type: 'queryTooComplex' } });
  });

  it('counts a parameter by what it holds: the 400-zero array query is refused at once', async () => {
    const zeros = JSON.stringify(Array.from({ length: 400 }, () => 0));
    const started = performance.now();
    const response = await get('count($a[count($a[count($a[@>=0])>0])>0])', { $a: zeros });
    expect(response.status).toBe(400);
    expect(json(response.body)).toMatchObject({ error: { type: 'queryTooComplex' } });
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('stops a query that passes the limits but runs past its deadline, and answers others meanwhile', async () => {
    const quick = createContentService({ datasetFile: DATASET, pool: { deadlineMs: 300 } });
    try {
      // A deadline counts from the queue: a query sent while the workers boot would spend its 300 ms there.
      await quick.ready();
      // Four nested filters over a 230-item parameter: under the node limit, about 3e9 steps.
      const slow = 'count($a[count($a[count($a[count($a[@>=0])>0])>0])>0])';
      const a = Array.from({ length: 230 }, () => 0);
      const stopped = quick.query(slow, { a }).then(
        () => 'finished',
        (error: unknown) => (error instanceof QueryError ? error.type : 'other error'),
      );
      // The pool's second worker answers the site's own query while the first is busy.
      await expect(quick.query('*[_type == $type][0]._type', { type: 'home' })).resolves.toBe('home');
      await expect(stopped).resolves.toBe('queryTimeout');
      // The stopped worker is replaced.
      await expect(quick.query('count(*[_type == $type])', { type: 'home' })).resolves.toBe(1);
    } finally {
      await quick.close();
    }
  });

  it.each(DOCUMENT_TYPES)(
    'reads the %s document for pages in-process, exactly as the query API answers it',
    async (type) => {
      const { result: document } = await service.readDocument(type);
      expect(document).toMatchObject({ _type: type });
      expect(document).toEqual(await service.query(DOCUMENT_QUERY, { type }));
    },
  );

  it('answers a page read of a type the dataset lacks with null, as the query does', async () => {
    expect((await service.readDocument('noSuchType')).result).toBeNull();
    expect(await service.query(DOCUMENT_QUERY, { type: 'noSuchType' })).toBeNull();
  });

  it('refuses a parameter nested 120,000 deep with a 400, and answers the next query at once', async () => {
    const deep = createContentService({ datasetFile: DATASET, pool: { size: 1 } });
    const deepServer = createServer((req, res) => deep.handle(req, res, () => res.writeHead(404).end()));
    const deepPort = await listen(deepServer);
    try {
      await deep.ready();
      const body = `{"query":"count($a)","params":{"a":${'['.repeat(120_000)}${']'.repeat(120_000)}}}`;
      const refused = await rawRequest(deepPort, QUERY_PATH, { method: 'POST', body });
      expect(refused.status).toBe(400);
      expect(json(refused.body)).toMatchObject({ error: { type: 'queryTooComplex' } });
      const started = performance.now();
      const next = await rawRequest(deepPort, `${QUERY_PATH}?query=${encodeURIComponent('count(*[_type == "home"])')}`);
      expect(json(next.body)).toMatchObject({ result: 1 });
      expect(performance.now() - started).toBeLessThan(300);
    } finally {
      await close(deepServer);
      await deep.close();
    }
  });

  it('leaves other paths to the next handler', async () => {
    expect((await rawRequest(port, '/v1/data/doc/production/home')).body).toBe('not the content service');
  });

  it('serves the real @sanity/client unchanged, by GET and, for long queries, by POST', async () => {
    const client = createContentClient({}, `http://127.0.0.1:${port}`);
    const home = await client.fetch<{ _type: string }>('*[_type == $type][0]', { type: 'home' });
    expect(home._type).toBe('home');
    // Past 11264 characters the client switches to POST.
    const padding = ` && _id != "${'x'.repeat(12000)}"`;
    const long = await client.fetch<string[]>(`*[_type == $type${padding}]._type`, { type: 'contactPage' });
    expect(long).toEqual(['contactPage']);
  });
});

describe('the embedded content service under an amplifying query', () => {
  // Each level holds ten references to the one before: 121 bytes of GROQ, gigabytes of JSON written out.
  const levels = ['a', 'b', 'c', 'd', 'e'];
  const amplifying = `*{"a": *}${levels
    .slice(1)
    .map((name, index) => `{"${name}": [${Array(10).fill(levels[index]).join(',')}]}`)
    .join('')}`;

  it('refuses it with a 4xx in Sanity’s error shape within 3 s, using little memory', async () => {
    expect(amplifying).toHaveLength(121);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const started = performance.now();
    try {
      const response = await get(amplifying);
      expect(response.status).toBe(400);
      expect(json(response.body)).toMatchObject({ error: { type: 'queryResultTooLarge', query: amplifying } });
    } finally {
      clearInterval(sampler);
    }
    expect(performance.now() - started).toBeLessThan(3000);
    expect((peak - before) / (1024 * 1024)).toBeLessThan(150);
  });

  it('still answers the site’s own reads, and the whole dataset, in full', async () => {
    const response = await get('*');
    expect(response.status).toBe(200);
    expect((json(response.body).result as unknown[]).length).toBeGreaterThan(5);
  });

  it('stops a query that needs more memory than a worker may have, and the pool answers the next one', async () => {
    const small = createContentService({ datasetFile: DATASET, pool: { workerHeapMb: 32, deadlineMs: 20_000 } });
    try {
      // Spread, not shared: each level really copies ten times the one before (800,000 items a document at "f").
      const spreading = `*{"a": *}${['b', 'c', 'd', 'e', 'f']
        .map((name, index) => `{"${name}": [${Array(10).fill(`...${'abcde'[index]}`).join(',')}]}`)
        .join('')}`;
      const failure = await small.query(spreading, {}).then(
        () => 'answered',
        (error: unknown) => (error instanceof QueryError ? error.type : String(error)),
      );
      expect(failure).toBe('queryTooComplex');
      await expect(small.query('*[_type == $type][0]._type', { type: 'home' })).resolves.toBe('home');
    } finally {
      await small.close();
    }
  });
});
