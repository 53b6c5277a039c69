/**
 * The HTTP side of Sanity's query API (GET or POST
 * /v<apiVersion>/data/query/<dataset>): reading a query and its parameters
 * from a request, and sending JSON answers and errors in Sanity's shape. Shared
 * by the embedded content service and the preview's drafts proxy to Sanity.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  acceptsIdentity,
  chooseEncoding,
  COMPRESSED_FIRST,
  sendNotAcceptable,
  type ContentCoding,
} from './accept-encoding.ts';

export const QUERY_PATH = /^\/v(?:1|X|\d{4}-\d{2}-\d{2})\/data\/query\/([^/]+)\/?$/;
export const LIVE_EVENTS_PATH = /^\/v(?:1|X|\d{4}-\d{2}-\d{2})\/data\/live\/events\/([^/]+)\/?$/;

/** Draft answers are one editor's: no one else may keep them, and no search engine index them. */
export const PRIVATE_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(JSON.stringify(body));
  }
}

export const badRequest = (description: string, extra: Record<string, unknown> = {}) =>
  new HttpError(400, { error: { description, type: 'httpBadRequest', ...extra } });

export const datasetNotFound = (dataset: string) =>
  new HttpError(404, { error: 'Not Found', message: `Dataset "${dataset}" not found`, statusCode: 404 });

export interface QueryRequest {
  query: string;
  params: Record<string, unknown>;
}

export async function readQueryRequest(
  request: IncomingMessage,
  url: URL,
  maxBodyBytes: number,
): Promise<QueryRequest> {
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

export function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const MIN_COMPRESSED_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Documents are tens of kilobytes of JSON: worth compressing for a phone on a slow network, on libuv's
 * thread pool, not the main thread (a large answer never holds up a page). Quality 5 keeps brotli fast
 * enough to run per request.
 */
function encode(raw: Buffer, coding: ContentCoding): Promise<Buffer> {
  if (coding === 'br') return brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (coding === 'gzip') return gzipped(raw);
  return Promise.resolve(raw);
}

export interface SendOptions {
  headOnly?: boolean;
  /** Added to, or in place of, the defaults (a preview answer's `private, no-store`, say). */
  headers?: Record<string, string>;
}

/** A JSON answer, in the coding the request accepts (accept-encoding.ts): small ones uncompressed unless identity is refused. */
export async function sendJson(
  response: ServerResponse,
  status: number,
  json: string,
  options: SendOptions = {},
): Promise<void> {
  const raw = Buffer.from(json);
  const accepted = response.req.headers['accept-encoding'];
  const coding =
    raw.length < MIN_COMPRESSED_BYTES && acceptsIdentity(accepted)
      ? 'identity'
      : chooseEncoding(accepted, COMPRESSED_FIRST);
  if (!coding) return response.headersSent ? undefined : sendNotAcceptable(response);
  const body = await encode(raw, coding);
  if (response.headersSent || response.destroyed) return;
  response.writeHead(status, {
    ...(coding === 'identity' ? {} : { 'content-encoding': coding }),
    vary: 'accept-encoding',
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
    ...options.headers,
  });
  response.end(options.headOnly ? undefined : body);
}

/** An HttpError as Sanity words it; anything else as a 500 (and logged). */
export function sendError(
  response: ServerResponse,
  error: unknown,
  headers: Record<string, string> = {},
): Promise<void> {
  if (error instanceof HttpError) {
    return sendJson(response, error.status, JSON.stringify(error.body), { headers: { ...headers, ...error.headers } });
  }
  console.error('[content] unexpected error', error);
  const body = JSON.stringify({ error: { description: 'Internal error', type: 'internalError' } });
  return sendJson(response, 500, body, { headers });
}
