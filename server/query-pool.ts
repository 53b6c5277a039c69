/**
 * GROQ queries run in worker threads, each under a deadline. groq-js evaluates
 * synchronously; on the main thread one costly query (found: 56 s) stalled every
 * page the server was serving. Here a query past its deadline is stopped by
 * terminating its worker, which is then replaced.
 *
 * The deadline counts from when a query is queued, not from when a worker takes
 * it: a queue of slow queries drains within one deadline, instead of each
 * waiting its turn for a full second (70 of them once held the queue for 35 s).
 * (Queued before the pool's first worker is up, it counts from then: the
 * server's start-up is not the query's time.)
 */
import type { Worker } from 'node:worker_threads';
import { DatasetUnavailableError, type DatasetVersion } from './dataset.ts';
import { QueryError } from './groq.ts';
import { deepestNesting } from './nesting-depth.ts';
import type { DatasetMessage, QueryJob, QueryReply, QueryWorkerData } from './query-worker.ts';
import { startQueryWorker } from './query-worker-thread.ts';
import type { Perspective, SyncTag } from './sync-tags.ts';

/** query-worker.ts's READY, repeated: importing it would start a worker's code in this thread. */
const READY = 'ready';

export interface QueryPoolOptions {
  /**
   * The server's current good version of the dataset (dataset-file.ts), or undefined while there is none.
   * Workers read no file: before a query, a worker is given the version if it has another.
   */
  dataset: () => DatasetVersion | undefined;
  /** Workers running queries at once. */
  size?: number;
  /** A query not answered this long after it was queued is refused, and stopped if running (the site's own take about 1 ms). */
  deadlineMs?: number;
  /** Queries waiting for a worker beyond this are refused as busy (503, which clients retry). */
  maxQueued?: number;
  /** A result whose JSON is longer than this is refused (see bounded-json.ts). */
  maxResultBytes?: number;
  /** Heap a worker may use; a query that needs more stops its worker (see WORKER_HEAP_MB). */
  workerHeapMb?: number;
}

/** The query's result as JSON text (parsing it is the caller's choice: the HTTP answer never needs to), and its sync tags. */
export interface QueryAnswer {
  json: string;
  syncTags: SyncTag[];
}

export interface QueryPool {
  /** Published documents only unless the perspective is drafts (a preview session's read). */
  run(query: string, params: Record<string, unknown>, perspective?: Perspective): Promise<QueryAnswer>;
  /** Resolves once the first workers have started and can take queries. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** All workers busy and the queue full, or a query's deadline passed before a worker was free to run it (503: retried). */
export class PoolBusyError extends Error {}

interface Job extends QueryJob {
  resolve: (answer: QueryAnswer) => void;
  reject: (error: unknown) => void;
  /** The deadline, set when the job is queued. */
  timer?: ReturnType<typeof setTimeout>;
  /** The worker running it, once one has taken it. */
  slot?: Slot;
  /** Set once half its deadline has passed (a timer, like the deadline, so both keep one clock). */
  halfway?: ReturnType<typeof setTimeout>;
  pastHalfway?: boolean;
  /** A worker took it only after half its deadline had passed. */
  startedLate?: boolean;
  settled: boolean;
}

/** A worker, and the job it runs (if any). */
interface Slot {
  worker: Worker;
  job?: Job | undefined;
  /** It has said it can take jobs. */
  started: boolean;
  /** The version of the dataset it was last given. */
  dataset?: DatasetVersion;
}

/** A worker that dies before it has started is replaced only after this: a worker that cannot start must not spin. */
const FAILED_START_BACKOFF_MS = 1000;
/**
 * close() waits this long at most for the workers to exit, and while it waits a timer holds the event
 * loop open. Holding each worker (ref) was not enough: a build's prerender still ended once as an
 * unsettled top-level await at `await content.close()` (exit 13), on a loaded machine, with workers
 * replaced after deadlines. Most likely a worker stopped while still starting never emits 'exit', so
 * its terminate() never settles and nothing holds the loop. Seen twice: in one build on a loaded
 * machine, and in one of about 65 scripted closes whose workers were being replaced after 1 ms
 * deadlines. Not reproducible on demand, so no test makes it happen.
 */
const CLOSE_WAIT_MS = 5000;

export const DEFAULT_DEADLINE_MS = 1000;
/**
 * The site's own reads are 1-20 kB of JSON (the largest document, whatWeDo, is
 * about 19.5 kB; the whole dataset 56 kB): 2 MiB is a hundred times the largest,
 * and small enough to write, send and compress without anyone noticing.
 */
export const DEFAULT_MAX_RESULT_BYTES = 2 * 1024 * 1024;
/**
 * A query's working set lives in its worker's heap. The site's reads need a few
 * MB; a query built to amplify (shared values, long string functions) finds this
 * ceiling instead of the server's memory, and its worker is replaced.
 */
const WORKER_HEAP_MB = 96;
/**
 * Parameters nested deeper than this are refused before they are posted to a
 * worker: structured cloning recurses, and 120,000 nested arrays overflowed its
 * stack. Content is a few levels deep; a query's parameters, fewer.
 */
export const MAX_PARAM_DEPTH = 64;

export function createQueryPool(options: QueryPoolOptions): QueryPool {
  const size = options.size ?? 2;
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
  const maxQueued = options.maxQueued ?? 64;
  const workerData: QueryWorkerData = { maxResultBytes: options.maxResultBytes ?? DEFAULT_MAX_RESULT_BYTES };
  /** Every worker alive, started or starting; those that can take a job now are also in `idle`. */
  const slots = new Set<Slot>();
  const idle: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;
  let booted = 0;
  let announceReady: () => void = () => undefined;
  const firstWorkersReady = new Promise<void>((resolve) => (announceReady = resolve));

  function startWorker(): void {
    const slot: Slot = {
      worker: startQueryWorker(workerData, options.workerHeapMb ?? WORKER_HEAP_MB),
      started: false,
    };
    const { worker } = slot;
    slots.add(slot);
    // An idle worker must not keep a script (the prerender, a test) from exiting.
    worker.unref();
    worker.on('message', (message: QueryReply | typeof READY) => {
      if (message === READY) {
        slot.started = true;
        // Given the dataset now, not with its first query: that query's deadline is not spent on the copy.
        giveDataset(slot, options.dataset());
        booted += 1;
        if (booted === 1) for (const job of queue) startClock(job);
        if (booted === size) announceReady();
        return makeIdle(slot);
      }
      const job = slot.job;
      if (!job || message.id !== job.id) return;
      slot.job = undefined;
      settle(job, () =>
        'failure' in message
          ? job.reject(toError(message.failure))
          : job.resolve({ json: message.json, syncTags: message.syncTags }),
      );
      makeIdle(slot);
    });
    // @types/node 24 types a worker's 'error' argument as any: whatever the worker threw.
    worker.on('error', (error: unknown) => {
      const job = slot.job;
      if (job) settle(job, () => job.reject(fromWorkerError(error)));
    });
    // Whatever ended it (a deadline, its heap limit, a crash), a worker that exits is replaced.
    worker.on('exit', () => {
      slots.delete(slot);
      const at = idle.indexOf(slot);
      if (at >= 0) idle.splice(at, 1);
      const job = slot.job;
      if (job) settle(job, () => job.reject(new Error('The query worker stopped')));
      if (closed) return;
      if (slot.started) return startWorker();
      console.error(
        `[content] a query worker stopped before it started; starting another in ${FAILED_START_BACKOFF_MS} ms.`,
      );
      setTimeout(() => {
        if (!closed) startWorker();
      }, FAILED_START_BACKOFF_MS).unref();
    });
  }

  function makeIdle(slot: Slot): void {
    slot.worker.unref();
    idle.push(slot);
    dispatch();
  }

  function dispatch(): void {
    while (!closed && queue.length > 0 && idle.length > 0) {
      const job = queue.shift();
      const slot = idle.pop();
      if (job && slot) runOn(slot, job);
    }
  }

  function runOn(slot: Slot, job: Job): void {
    const dataset = options.dataset();
    if (!dataset) {
      settle(job, () => job.reject(new DatasetUnavailableError('The dataset has no documents to answer with')));
      return makeIdle(slot);
    }
    slot.job = job;
    job.slot = slot;
    job.startedLate = job.pastHalfway === true;
    slot.worker.ref();
    try {
      // Messages arrive in order: the worker has this version before it takes the job.
      giveDataset(slot, dataset);
      slot.worker.postMessage({
        id: job.id,
        query: job.query,
        params: job.params,
        perspective: job.perspective,
      } satisfies QueryJob);
    } catch (error) {
      // Not posted (a value structured cloning refuses): the worker never saw it and takes the next job.
      slot.job = undefined;
      settle(job, () => job.reject(error));
      makeIdle(slot);
    }
  }

  function giveDataset(slot: Slot, dataset: DatasetVersion | undefined): void {
    if (!dataset || slot.dataset === dataset) return;
    slot.worker.postMessage({ dataset } satisfies DatasetMessage);
    slot.dataset = dataset;
  }

  function settle(job: Job, outcome: () => void): void {
    if (job.settled) return;
    job.settled = true;
    clearTimeout(job.timer);
    clearTimeout(job.halfway);
    outcome();
  }

  function startClock(job: Job): void {
    job.timer ??= setTimeout(() => expire(job), deadlineMs);
    job.halfway ??= setTimeout(() => (job.pastHalfway = true), deadlineMs / 2);
  }

  /**
   * Past the deadline: stopped, with its worker, if running. A query a worker took within the first half
   * of its deadline is too costly (queryTimeout, a 400 no client retries). One that waited for a worker
   * longer than that, or never got one, is the pool's fault (busy, a 503 the client retries): a query
   * queued behind a costly one could otherwise be handed the costly one's fresh replacement a few
   * milliseconds before its own deadline, and be blamed for it (a flaky test found this).
   */
  function expire(job: Job): void {
    if (job.slot && !job.startedLate) {
      const message = `Query took longer than ${deadlineMs} ms and was stopped`;
      settle(job, () => job.reject(new QueryError(message, 'queryTimeout')));
    } else {
      const message = `The content service was too busy to run this query within ${deadlineMs} ms`;
      settle(job, () => job.reject(new PoolBusyError(message)));
    }
    const at = queue.indexOf(job);
    if (at >= 0) queue.splice(at, 1);
    if (job.slot) void job.slot.worker.terminate();
  }

  // Started up front: the first query should not wait for a worker to boot.
  for (let count = 0; count < size; count++) startWorker();

  return {
    run(query, params, perspective = 'published') {
      if (closed) return Promise.reject(new Error('The query pool is closed'));
      if (queue.length >= maxQueued) return Promise.reject(new PoolBusyError('The content service is busy'));
      if (deepestNesting(params, MAX_PARAM_DEPTH) > MAX_PARAM_DEPTH) {
        const message = `Query parameters are nested deeper than ${MAX_PARAM_DEPTH} levels`;
        return Promise.reject(new QueryError(message, 'queryTooComplex'));
      }
      return new Promise((resolve, reject) => {
        const job: Job = { id: nextId++, query, params, perspective, resolve, reject, settled: false };
        if (booted > 0) startClock(job);
        // Until a worker is up, nothing else holds the process open for this query (idle workers are unref'd).
        else for (const slot of slots) slot.worker.ref();
        queue.push(job);
        dispatch();
      });
    },
    ready: () => firstWorkersReady,
    async close() {
      closed = true;
      for (const job of queue.splice(0)) settle(job, () => job.reject(new Error('The query pool is closed')));
      // Idle workers are unref'd: a script awaiting close() (the prerender) must not see its event loop run
      // dry before they have exited, or it ends as an unsettled top-level await (see CLOSE_WAIT_MS).
      const exited = Promise.all([...slots].map((slot) => slot.worker.terminate()));
      let hold: ReturnType<typeof setTimeout> | undefined;
      const waited = new Promise<void>((resolve) => (hold = setTimeout(resolve, CLOSE_WAIT_MS)));
      try {
        await Promise.race([exited, waited]);
      } finally {
        clearTimeout(hold);
      }
    },
  };
}

/** A worker that ran out of heap was stopped by the query it ran: the query's fault, a 4xx. */
function fromWorkerError(error: unknown): Error {
  if (!(error instanceof Error)) return new Error(`Query worker failed: ${String(error)}`);
  if ((error as NodeJS.ErrnoException).code !== 'ERR_WORKER_OUT_OF_MEMORY') return error;
  return new QueryError('Query needs more memory than the embedded content service allows', 'queryTooComplex');
}

function toError(failure: Extract<QueryReply, { failure: unknown }>['failure']): Error {
  if (failure.datasetUnavailable) return new DatasetUnavailableError(failure.message);
  if (failure.queryError) return new QueryError(failure.message, failure.queryError.type, failure.queryError.position);
  return new Error(failure.message);
}
