/**
 * GROQ queries run in worker threads, each under a deadline. groq-js evaluates
 * synchronously; on the main thread one costly query (found: 56 s) stalled every
 * page the server was serving. Here a query past its deadline is stopped by
 * terminating its worker, which is then replaced, and pages never wait at all.
 */
import { Worker } from 'node:worker_threads';
import { QueryError } from './groq.ts';
import type { QueryJob, QueryReply, QueryWorkerData } from './query-worker.ts';

/** query-worker.ts's READY, repeated: importing it would start a worker's code in this thread. */
const READY = 'ready';

export interface QueryPoolOptions {
  datasetFile: string;
  /** Workers running queries at once. */
  size?: number;
  /** A query still running after this is stopped (the site's own take about 1 ms). */
  deadlineMs?: number;
  /** Queries waiting for a worker beyond this are refused as busy (503, which clients retry). */
  maxQueued?: number;
  /** A result whose JSON is longer than this is refused (see bounded-json.ts). */
  maxResultBytes?: number;
  /** Heap a worker may use; a query that needs more stops its worker (see WORKER_HEAP_MB). */
  workerHeapMb?: number;
}

export interface QueryPool {
  /** The query's result as JSON text (parsing it is the caller's choice: the HTTP answer never needs to). */
  run(query: string, params: Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

/** All workers busy and the queue full. */
export class PoolBusyError extends Error {}

interface Job extends QueryJob {
  resolve: (json: string) => void;
  reject: (error: unknown) => void;
}

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
 * In the server build the worker is query-worker.js beside this code. From
 * source (dev server, tests, tsx scripts) it is TypeScript: a two-line
 * bootstrap registers tsx's loader in the worker first (Node 20 workers do not
 * take the parent's loader, nor `--import` in execArgv).
 */
function startScript(workerData: QueryWorkerData, heapMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: heapMb };
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./query-worker.js', import.meta.url), { workerData, resourceLimits });
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const worker = new URL('./query-worker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(worker)}); });`;
  return new Worker(bootstrap, { eval: true, workerData, resourceLimits });
}

export function createQueryPool(options: QueryPoolOptions): QueryPool {
  const size = options.size ?? 2;
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
  const maxQueued = options.maxQueued ?? 64;
  const idle: Worker[] = [];
  const queue: Job[] = [];
  const ready = new WeakMap<Worker, Promise<void>>();
  let started = 0;
  let nextId = 1;
  let closed = false;

  function startWorker(): Worker {
    const workerData: QueryWorkerData = {
      datasetFile: options.datasetFile,
      maxResultBytes: options.maxResultBytes ?? DEFAULT_MAX_RESULT_BYTES,
    };
    const worker = startScript(workerData, options.workerHeapMb ?? WORKER_HEAP_MB);
    ready.set(
      worker,
      new Promise((resolve) => {
        const onReady = (message: unknown) => {
          if (message !== READY) return;
          worker.off('message', onReady);
          resolve();
        };
        worker.on('message', onReady);
      }),
    );
    // An idle worker must not keep a script (the prerender, a test) from exiting.
    worker.unref();
    started += 1;
    return worker;
  }

  // Started up front: the first page a server renders should not wait for a worker to boot.
  while (started < size) idle.push(startWorker());

  function dispatch(): void {
    while (queue.length > 0 && !closed) {
      const worker = idle.pop() ?? (started < size ? startWorker() : undefined);
      if (!worker) return;
      runOn(worker, queue.shift()!);
    }
  }

  function runOn(worker: Worker, job: Job): void {
    worker.ref();
    const finish = (settle: () => void, keepWorker: boolean) => {
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      settle();
      if (keepWorker && !closed) {
        worker.unref();
        idle.push(worker);
      } else {
        started -= 1;
        void worker.terminate();
      }
      dispatch();
    };
    const onMessage = (reply: QueryReply) => {
      if (reply.id !== job.id) return;
      finish(() => ('failure' in reply ? job.reject(toError(reply.failure)) : job.resolve(reply.json)), true);
    };
    const onError = (error: Error) => finish(() => job.reject(fromWorkerError(error)), false);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    void ready.get(worker)?.then(() => {
      if (settled) return;
      timer = setTimeout(() => {
        const message = `Query took longer than ${deadlineMs} ms and was stopped`;
        finish(() => job.reject(new QueryError(message, 'queryTimeout')), false);
      }, deadlineMs);
    });
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.postMessage({ id: job.id, query: job.query, params: job.params } satisfies QueryJob);
  }

  return {
    run(query, params) {
      if (closed) return Promise.reject(new Error('The query pool is closed'));
      if (queue.length >= maxQueued) return Promise.reject(new PoolBusyError('The content service is busy'));
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, query, params, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('The query pool is closed'));
      await Promise.all(idle.splice(0).map((worker) => worker.terminate()));
    },
  };
}

/** A worker that ran out of heap was stopped by the query it ran: the query's fault, a 4xx. */
function fromWorkerError(error: Error): Error {
  if ((error as NodeJS.ErrnoException).code !== 'ERR_WORKER_OUT_OF_MEMORY') return error;
  return new QueryError('Query needs more memory than the embedded content service allows', 'queryTooComplex');
}

function toError(failure: Extract<QueryReply, { failure: unknown }>['failure']): Error {
  if (failure.queryError) return new QueryError(failure.message, failure.queryError.type, failure.queryError.position);
  return new Error(failure.message);
}
