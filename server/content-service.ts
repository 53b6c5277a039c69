/**
 * The embedded content service: Sanity's query HTTP API
 * (GET or POST /v<apiVersion>/data/query/<dataset>) over the local dataset,
 * answered with groq-js. One handler, mounted by the Vite dev server, `vite
 * preview`, the production server and the tests.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { createDatasetReader, DatasetUnavailableError } from './dataset.ts';
import { createDocumentReader, type DocumentReader } from './document-reader.ts';
import { QueryError } from './groq.ts';
import { createQueryPool, PoolBusyError, type QueryPoolOptions } from './query-pool.ts';

export interface ContentServiceOptions {
  datasetFile: string;
  datasetName?: string;
  /** POST bodies above this are refused with 413. Sanity's GET limit is 11 KiB; this is generous. */
  maxBodyBytes?: number;
  /** Worker count, deadline and queue length of the query workers. */
  pool?: Omit<QueryPoolOptions, 'datasetFile'>;
}

export type NextHandler = (error?: unknown) => void;
export type ContentHandler = (request: IncomingMessage, response: ServerResponse, next: NextHandler) => void;

export interface ContentService {
  /** Connect-style middleware: answers the query API, passes anything else to `next`. */
  handle: ContentHandler;
  /** Runs a query in the workers, without HTTP, as a public query would. */
  query: (query: string, params: Record<string, unknown>) => Promise<unknown>;
  /** The server's own read of a document by type, for rendering pages: never behind public queries (document-reader.ts). */
  readDocument: DocumentReader;
  /** Resolves once the query workers can take queries. */
  ready: () => Promise<void>;
  /** Stops the query workers. */
  close: () => Promise<void>;
}

const QUERY_PATH = /^\/v(?:1|X|\d{4}-\d{2}-\d{2})\/data\/query\/([^/]+)\/?$/;
const DEFAULT_MAX_BODY_BYTES = 256 * 1024;

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(JSON.stringify(body));
  }
}

const badRequest = (description: string, extra: Record<string, unknown> = {}) =>
  new HttpError(400, { error: { description, type: 'httpBadRequest', ...extra } });

export function createContentService(options: ContentServiceOptions): ContentService {
  const datasetName = options.datasetName ?? 'production';
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const readDataset = createDatasetReader(options.datasetFile);
  /** The current good version (the file is looked at again first); undefined while there is none. */
  const lastGoodDataset = () => {
    try {
      return readDataset();
    } catch (error) {
      if (error instanceof DatasetUnavailableError) return undefined;
      throw error;
    }
  };
  // Read once at start (as the workers are given it), so a missing or empty dataset is reported now.
  const pool = createQueryPool({ ...options.pool, datasetFile: options.datasetFile, lastGoodDataset });

  const handle: ContentHandler = (request, response, next) => {
    const url = new URL(request.url ?? '/', 'http://content.local');
    const match = QUERY_PATH.exec(url.pathname);
    if (!match) {
      next();
      return;
    }
    const started = performance.now();
    answer(request, url, match[1] ?? '')
      .then(({ query, json }) => {
        const returnQuery = url.searchParams.get('returnQuery') !== 'false';
        const ms = Math.round(performance.now() - started);
        // The result is already JSON (written in the worker, under its size limit): spliced in, never parsed again.
        const head = returnQuery ? `{"ms":${ms},"query":${JSON.stringify(query)}` : `{"ms":${ms}`;
        return send(response, 200, `${head},"result":${json}}`, {
          headOnly: request.method === 'HEAD',
          encoding: acceptedEncoding(request),
        });
      })
      .catch((error: unknown) => {
        if (error instanceof HttpError) {
          return send(response, error.status, JSON.stringify(error.body), { headers: error.headers });
        }
        console.error('[content] unexpected error', error);
        return send(response, 500, JSON.stringify({ error: { description: 'Internal error', type: 'internalError' } }));
      })
      .catch((error: unknown) => {
        console.error('[content] could not answer', error);
        response.destroy();
      });
  };
  return {
    handle,
    query: async (query, params) => JSON.parse(await pool.run(query, params)) as unknown,
    readDocument: createDocumentReader(readDataset),
    ready: () => pool.ready(),
    close: () => pool.close(),
  };

  async function answer(request: IncomingMessage, url: URL, dataset: string) {
    if (decodeSafely(dataset) !== datasetName) {
      throw new HttpError(404, { error: 'Not Found', message: `Dataset "${dataset}" not found`, statusCode: 404 });
    }
    const { query, params } = await readRequest(request, url);
    try {
      return { query, json: await pool.run(query, params) };
    } catch (error) {
      if (error instanceof PoolBusyError || error instanceof DatasetUnavailableError) {
        throw new HttpError(
          503,
          { error: { description: error.message, type: 'serviceUnavailable' } },
          { 'retry-after': '1' },
        );
      }
      if (error instanceof QueryError) {
        const position = error.position === undefined ? {} : { start: error.position, end: error.position + 1 };
        throw new HttpError(400, { error: { description: error.message, query, type: error.type, ...position } });
      }
      throw error;
    }
  }

  async function readRequest(
    request: IncomingMessage,
    url: URL,
  ): Promise<{ query: string; params: Record<string, unknown> }> {
    if (request.method === 'GET' || request.method === 'HEAD') {
      return { query: requireQuery(url.searchParams.get('query')), params: paramsFromSearch(url.searchParams) };
    }
    if (request.method === 'POST') {
      const body = parseJsonBody(await readBody(request, maxBodyBytes));
      const params = body.params ?? {};
      if (typeof params !== 'object' || params === null || Array.isArray(params)) {
        throw badRequest('"params" must be an object');
      }
      return { query: requireQuery(body.query), params: { ...params } };
    }
    throw new HttpError(
      405,
      { error: { description: `Method ${request.method ?? ''} not allowed`, type: 'httpMethodNotAllowed' } },
      { allow: 'GET, HEAD, POST' },
    );
  }
}

function requireQuery(query: unknown): string {
  if (typeof query !== 'string' || query.trim() === '') throw badRequest('The "query" parameter is required');
  return query;
}

/** Sanity passes parameters as $name=<JSON value>. */
function paramsFromSearch(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, raw] of search) {
    if (!key.startsWith('$')) continue;
    try {
      params[key.slice(1)] = JSON.parse(raw);
    } catch {
      throw badRequest(`Unable to parse value of "${key}=${raw.slice(0, 100)}". Please quote string values.`);
    }
  }
  return params;
}

function parseJsonBody(text: string): { query?: unknown; params?: unknown } {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body;
  } catch {
    // Fall through to the error below.
  }
  throw badRequest('The request body must be a JSON object: { "query": "…", "params": { … } }');
}

function readBody(request: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) return Promise.reject(tooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(tooLarge(limit));
        request.resume(); // Drain the rest so the connection can answer.
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function tooLarge(limit: number): HttpError {
  return new HttpError(413, {
    error: { description: `Request body is larger than ${limit} bytes`, type: 'httpPayloadTooLarge' },
  });
}

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

type Encoding = 'br' | 'gzip' | undefined;

/** Documents are tens of kilobytes of JSON: worth compressing for a phone on a slow network. */
function acceptedEncoding(request: IncomingMessage): Encoding {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

const MIN_COMPRESSED_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Compressed on libuv's thread pool, not the main thread: a large answer never holds up a page. */
async function encode(payload: string, encoding: Encoding): Promise<{ body: Buffer; encoding: Encoding }> {
  const raw = Buffer.from(payload);
  if (!encoding || raw.length < MIN_COMPRESSED_BYTES) return { body: raw, encoding: undefined };
  // Quality 5 keeps brotli fast enough to run per request.
  const body =
    encoding === 'br' ? await brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : await gzipped(raw);
  return { body, encoding };
}

interface SendOptions {
  headOnly?: boolean;
  headers?: Record<string, string>;
  encoding?: Encoding;
}

async function send(response: ServerResponse, status: number, json: string, options: SendOptions = {}): Promise<void> {
  const { body, encoding } = await encode(json, options.encoding);
  if (response.headersSent || response.destroyed) return;
  response.writeHead(status, {
    ...options.headers,
    ...(encoding ? { 'content-encoding': encoding } : {}),
    vary: 'accept-encoding',
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  response.end(options.headOnly ? undefined : body);
}
