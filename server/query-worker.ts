/**
 * Runs GROQ queries off the server's main thread (see query-pool.ts). A query
 * that runs too long is stopped by terminating this worker, which the main
 * thread can always do: the pages it serves never wait behind a query.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { ResultTooLargeError, stringifyWithin } from './bounded-json.ts';
import { DatasetUnavailableError, type DatasetVersion } from './dataset.ts';
import { documentsIn } from './drafts-perspective.ts';
import { QueryError, runQuery } from './groq.ts';
import { syncTagsOf, type Perspective, type SyncTag } from './sync-tags.ts';

export interface QueryJob {
  id: number;
  query: string;
  params: Record<string, unknown>;
  /** Public queries read published documents, whatever they ask; only a preview session's read drafts. */
  perspective: Perspective;
}

export interface QueryFailure {
  message: string;
  /** Set for the query's own faults (a 4xx); absent for an internal error. */
  queryError?: { type: QueryError['type']; position?: number | undefined };
  /** No version of the dataset has loaded (see dataset.ts): nothing to answer from. */
  datasetUnavailable?: true;
}

/**
 * The result leaves the worker as JSON text, written here under the size limit:
 * a structured clone would carry shared parts as shared, and the main thread
 * would expand them (a 121-byte query once came to gigabytes there).
 */
export type QueryReply = { id: number; json: string; syncTags: SyncTag[] } | { id: number; failure: QueryFailure };

/** Posted once, when the worker can take jobs (its start-up does not count toward a query's deadline). */
export const READY = 'ready';

export interface QueryWorkerData {
  /** A result whose JSON is longer than this is refused (queryResultTooLarge). */
  maxResultBytes: number;
}

/** The server's current good version of the dataset, posted before the first job that needs it (query-pool.ts). */
export interface DatasetMessage {
  dataset: DatasetVersion;
}

const port = parentPort;
if (!port) throw new Error('query-worker.ts runs as a worker thread (see query-pool.ts)');
const { maxResultBytes } = workerData as QueryWorkerData;
/** What queries read: the main thread decides which version of the file is good (dataset-file.ts), never the worker. */
let dataset: DatasetVersion | undefined;

port.on('message', (message: QueryJob | DatasetMessage) => {
  if ('dataset' in message) {
    dataset = message.dataset;
    return;
  }
  const job = message;
  Promise.resolve()
    .then(() => {
      if (!dataset) throw new DatasetUnavailableError('The dataset has no documents to answer with');
      return runQuery(job.query, job.params, documentsIn(dataset, job.perspective));
    })
    .then((result) => {
      // Written out first: past the size limit it throws, so the walk for tags never meets a result that expands without bound.
      const json = stringifyWithin(result, maxResultBytes);
      return { json, syncTags: syncTagsOf(result, job.perspective) };
    })
    .then(
      ({ json, syncTags }) => port.postMessage({ id: job.id, json, syncTags } satisfies QueryReply),
      (error: unknown) => port.postMessage({ id: job.id, failure: describeFailure(error) } satisfies QueryReply),
    );
});

port.postMessage(READY);

function describeFailure(error: unknown): QueryFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof QueryError) return { message, queryError: { type: error.type, position: error.position } };
  if (error instanceof ResultTooLargeError) return { message, queryError: { type: 'queryResultTooLarge' } };
  if (error instanceof DatasetUnavailableError) return { message, datasetUnavailable: true };
  return { message };
}
