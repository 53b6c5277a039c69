/**
 * Runs GROQ queries off the server's main thread (see query-pool.ts). A query
 * that runs too long is stopped by terminating this worker, which the main
 * thread can always do: the pages it serves never wait behind a query.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createDatasetReader } from './dataset.ts';
import { QueryError, runQuery } from './groq.ts';

export interface QueryJob {
  id: number;
  query: string;
  params: Record<string, unknown>;
}

export interface QueryFailure {
  message: string;
  /** Set for the query's own faults (a 4xx); absent for an internal error. */
  queryError?: { type: QueryError['type']; position?: number | undefined };
}

export type QueryReply = { id: number; result: unknown } | { id: number; failure: QueryFailure };

/** Posted once, when the worker can take jobs (its start-up does not count toward a query's deadline). */
export const READY = 'ready';

export interface QueryWorkerData {
  datasetFile: string;
}

const port = parentPort;
if (!port) throw new Error('query-worker.ts runs as a worker thread (see query-pool.ts)');
const { datasetFile } = workerData as QueryWorkerData;
const readDataset = createDatasetReader(datasetFile);

port.on('message', (job: QueryJob) => {
  runQuery(job.query, job.params, readDataset()).then(
    (result) => port.postMessage({ id: job.id, result } satisfies QueryReply),
    (error: unknown) => port.postMessage({ id: job.id, failure: describeFailure(error) } satisfies QueryReply),
  );
});

port.postMessage(READY);

function describeFailure(error: unknown): QueryFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof QueryError) return { message, queryError: { type: error.type, position: error.position } };
  return { message };
}
