/**
 * Runs GROQ queries off the server's main thread (see query-pool.ts). A query
 * that runs too long is stopped by terminating this worker, which the main
 * thread can always do: the pages it serves never wait behind a query.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { ResultTooLargeError, stringifyWithin } from './bounded-json.ts';
import { createVersionReader, DatasetUnavailableError, type DatasetVersion } from './dataset.ts';
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
  datasetFile: string;
  /** The server's last good version of the dataset, if the file is bad when this worker starts (see dataset.ts). */
  lastGoodDataset: DatasetVersion | undefined;
  /** A result whose JSON is longer than this is refused (queryResultTooLarge). */
  maxResultBytes: number;
}

const port = parentPort;
if (!port) throw new Error('query-worker.ts runs as a worker thread (see query-pool.ts)');
const { datasetFile, maxResultBytes, lastGoodDataset } = workerData as QueryWorkerData;
// The main thread reads the same file for pages and reports its problems (content-service.ts); said here too, each would be said three times.
const readDataset = createVersionReader(datasetFile, { report: () => undefined, lastGood: lastGoodDataset });
try {
  // Read before taking queries: parsing is not any query's time, and this version is the one kept if the file goes bad.
  readDataset();
} catch (error) {
  if (!(error instanceof DatasetUnavailableError)) throw error;
}

port.on('message', (job: QueryJob) => {
  Promise.resolve()
    .then(() => runQuery(job.query, job.params, documentsIn(readDataset(), job.perspective)))
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
