/**
 * The embedded content service: Sanity's query HTTP API
 * (GET or POST /v<apiVersion>/data/query/<dataset>) over the local dataset,
 * answered with groq-js, each answer with the sync tags of what it read
 * (sync-tags.ts); and its Live Content API (GET
 * /v<apiVersion>/data/live/events/<dataset>, live-event-streams.ts), an event
 * per change of the dataset file naming the tags that changed. One handler,
 * mounted by the Vite dev server, `vite preview`, the production server and the tests.
 *
 * Public answers are published documents only, whatever `perspective` a
 * request asks for. Drafts are answered by `handleDrafts`, which the server
 * mounts only behind a preview session (preview-api.ts).
 *
 * Which query runs where, and what refusals say, is query-answers.ts's: the
 * site's own reads in this thread, every other query in the workers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createDatasetChanges } from './dataset-changes.ts';
import { DatasetUnavailableError } from './dataset.ts';
import { openDatasetFile } from './dataset-file.ts';
import { createDocumentReader, type DocumentReader } from './document-reader.ts';
import { createInFlightLimit } from './in-flight-limit.ts';
import { createLiveStreams, PREVIEW_STREAM_BOUNDS, type LiveStreamOptions } from './live-event-streams.ts';
import { createQueryAnswers } from './query-answers.ts';
import {
  datasetNotFound,
  decodeSafely,
  HttpError,
  LIVE_EVENTS_PATH,
  PRIVATE_HEADERS,
  QUERY_PATH,
  sendError,
} from './query-http.ts';
import { createQueryPool, type QueryPoolOptions } from './query-pool.ts';
import type { Perspective } from './sync-tags.ts';

export interface ContentServiceOptions {
  datasetFile: string;
  datasetName?: string;
  /** POST bodies above this are refused with 413. Sanity's GET limit is 11 KiB; this is generous. */
  maxBodyBytes?: number;
  /** Worker count, deadline and queue length of the query workers. */
  pool?: Omit<QueryPoolOptions, 'dataset'>;
  /** Public queries one client address may have in the workers at once (in-flight-limit.ts). */
  queriesPerAddress?: number;
  /** Bounds and keep-alive of the public event streams. */
  live?: LiveStreamOptions;
  /** How often the dataset file is looked at for changes (default 100 ms; see dataset-file.ts). */
  pollMs?: number;
}

export type NextHandler = (error?: unknown) => void;
export type ContentHandler = (request: IncomingMessage, response: ServerResponse, next: NextHandler) => void;

export interface ContentService {
  /** Connect-style middleware: answers the query API and the live event stream, passes anything else to `next`. */
  handle: ContentHandler;
  /** The same API over drafts (perspective "drafts"), for a preview session only: the caller checks the session. */
  handleDrafts: ContentHandler;
  /** Runs a query in the workers, without HTTP, as a public query would. */
  query: (query: string, params: Record<string, unknown>) => Promise<unknown>;
  /** The server's own read of a document by type, for rendering pages: never behind public queries (document-reader.ts). */
  readDocument: DocumentReader;
  /** Resolves once the query workers can take queries. */
  ready: () => Promise<void>;
  /** Ends every event stream, and turns away any asked for from now on (the server is draining): none holds it open. */
  endStreams: () => void;
  /** Ends the streams, stops watching the dataset and stops the query workers. */
  close: () => Promise<void>;
}

const DEFAULT_MAX_BODY_BYTES = 256 * 1024;
export { PRIVATE_HEADERS };

export function createContentService(options: ContentServiceOptions): ContentService {
  const datasetName = options.datasetName ?? 'production';
  const dataset = openDatasetFile(options.datasetFile);
  // Looked at from now on (a first look now, so a missing or empty dataset is reported at start).
  const changes = createDatasetChanges(dataset, options.pollMs);
  /** The current good version, for the query workers (they read no file: one reader decides what is good). */
  const lastGoodDataset = () => {
    try {
      return dataset.current();
    } catch (error) {
      if (error instanceof DatasetUnavailableError) return undefined;
      throw error;
    }
  };
  const pool = createQueryPool({ ...options.pool, dataset: lastGoodDataset });
  const readDocument = createDocumentReader(dataset.current);
  const answerQuery = createQueryAnswers({
    pool,
    readDocument,
    inFlight: createInFlightLimit(options.queriesPerAddress),
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
  });
  const publicStreams = createLiveStreams(options.live);
  const draftStreams = createLiveStreams(PREVIEW_STREAM_BOUNDS);

  const handler =
    (perspective: Perspective): ContentHandler =>
    (request, response, next) => {
      const url = new URL(request.url ?? '/', 'http://content.local');
      const query = QUERY_PATH.exec(url.pathname);
      const live = query ? null : LIVE_EVENTS_PATH.exec(url.pathname);
      if (!query && !live) return next();
      const privately = perspective === 'drafts' ? PRIVATE_HEADERS : {};
      const dataset = decodeSafely((query ?? live)?.[1] ?? '');
      if (dataset !== datasetName) return void sendError(response, datasetNotFound(dataset), privately);
      if (live) return streamEvents(request, response, url, perspective);
      answerQuery(request, response, url, perspective);
    };

  function streamEvents(request: IncomingMessage, response: ServerResponse, url: URL, perspective: Perspective) {
    if (request.method !== 'GET') {
      const refused = new HttpError(
        405,
        { error: { description: 'The event stream is read with GET', type: 'httpMethodNotAllowed' } },
        { allow: 'GET' },
      );
      return void sendError(response, refused);
    }
    // Sanity asks a token for drafts; here they are only behind a preview session (handleDrafts), never on the public path.
    if (perspective === 'published' && url.searchParams.get('includeDrafts') === 'true') {
      const refused = new HttpError(401, {
        error: { description: 'Drafts are only streamed to a preview session', type: 'unauthorized' },
      });
      return void sendError(response, refused);
    }
    if (perspective === 'drafts') draftStreams.serve(request, response, changes.drafts);
    else publicStreams.serve(request, response, changes.published);
  }

  const endStreams = () => {
    publicStreams.closeAll('The server is shutting down');
    draftStreams.closeAll('The server is shutting down');
  };
  return {
    handle: handler('published'),
    handleDrafts: handler('drafts'),
    query: async (query, params) => JSON.parse((await pool.run(query, params)).json) as unknown,
    readDocument,
    ready: () => pool.ready(),
    endStreams,
    close: () => {
      endStreams();
      changes.close();
      return pool.close();
    },
  };
}
