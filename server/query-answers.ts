/**
 * Query answers, over HTTP (GET or POST /v<apiVersion>/data/query/<dataset>):
 *
 * - the site's own reads (site-reads.ts) are answered in this thread from the
 *   dataset version in use, as page renders read: never queued, never refused;
 * - every other query runs in the workers (query-pool.ts), a public one holding
 *   one of its client address's 4 places meanwhile (in-flight-limit.ts: the
 *   next waits up to a second for one, then gets 429 and Retry-After);
 * - a query still waiting for a worker at its deadline gets 503 with
 *   Retry-After, as does a full queue: the query may be fine, the workers were
 *   not free, and @sanity/client retries 503 (and 429) three times; a query
 *   stopped running at its deadline gets 400 `queryTimeout`, its own fault,
 *   which no client retries.
 *
 * Answers are in Sanity's shape (`{ ms, query, result, syncTags }`, the query
 * left out for `returnQuery=false`); the result's JSON, written in the worker
 * under its size limit, is spliced in and never parsed again.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DocumentReader } from './document-reader.ts';
import { DatasetUnavailableError } from './dataset.ts';
import { QueryError } from './groq.ts';
import type { InFlightLimit } from './in-flight-limit.ts';
import { HttpError, PRIVATE_HEADERS, readQueryRequest, sendError, sendJson } from './query-http.ts';
import { PoolBusyError, type QueryPool } from './query-pool.ts';
import { siteReadType } from './site-reads.ts';
import type { Perspective } from './sync-tags.ts';

export interface QueryAnswersOptions {
  pool: QueryPool;
  readDocument: DocumentReader;
  inFlight: InFlightLimit;
  /** POST bodies above this are refused with 413. */
  maxBodyBytes: number;
}

export type QueryAnswers = (
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  perspective: Perspective,
) => void;

export function createQueryAnswers({ pool, readDocument, inFlight, maxBodyBytes }: QueryAnswersOptions): QueryAnswers {
  /** A query for the workers; a public one holds one of its client address's places while it is there. */
  async function runBounded(
    request: IncomingMessage,
    query: string,
    params: Record<string, unknown>,
    perspective: Perspective,
  ) {
    // A preview session's reads are an editor's, behind the secret: only public queries are bounded per client.
    if (perspective === 'drafts') return pool.run(query, params, perspective);
    // The socket's address, never a forwarding header a client could write (in-flight-limit.ts).
    const release = await inFlight.enter(request.socket.remoteAddress ?? 'unknown');
    if (!release) {
      const description = 'Too many queries in flight from this address';
      throw new HttpError(429, { error: { description, type: 'tooManyRequests' } }, { 'retry-after': '1' });
    }
    try {
      return await pool.run(query, params, perspective);
    } finally {
      release();
    }
  }

  async function answer(request: IncomingMessage, url: URL, perspective: Perspective) {
    const { query, params } = await readQueryRequest(request, url, maxBodyBytes);
    try {
      const siteType = siteReadType(query, params);
      if (siteType) {
        const { result, syncTags } = await readDocument(siteType, { perspective });
        return { query, json: JSON.stringify(result), syncTags };
      }
      return { query, ...(await runBounded(request, query, params, perspective)) };
    } catch (error) {
      if (error instanceof PoolBusyError || error instanceof DatasetUnavailableError) {
        const body = { error: { description: error.message, type: 'serviceUnavailable' } };
        throw new HttpError(503, body, { 'retry-after': '1' });
      }
      if (error instanceof QueryError) {
        const position = error.position === undefined ? {} : { start: error.position, end: error.position + 1 };
        throw new HttpError(400, { error: { description: error.message, query, type: error.type, ...position } });
      }
      throw error;
    }
  }

  return (request, response, url, perspective) => {
    const privately = perspective === 'drafts' ? PRIVATE_HEADERS : {};
    const started = performance.now();
    answer(request, url, perspective)
      .then(({ query, json, syncTags }) => {
        const returnQuery = url.searchParams.get('returnQuery') !== 'false';
        const ms = Math.round(performance.now() - started);
        const head = returnQuery ? `{"ms":${ms},"query":${JSON.stringify(query)}` : `{"ms":${ms}`;
        return sendJson(response, 200, `${head},"result":${json},"syncTags":${JSON.stringify(syncTags)}}`, {
          headOnly: request.method === 'HEAD',
          headers: privately,
        });
      })
      .catch((error: unknown) => sendError(response, error, privately))
      .catch((error: unknown) => {
        console.error('[content] could not answer', error);
        response.destroy();
      });
  };
}
