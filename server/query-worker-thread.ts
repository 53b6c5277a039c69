/** A query worker's thread (see query-pool.ts), started from the build or from source. */
import { Worker } from 'node:worker_threads';
import type { QueryWorkerData } from './query-worker.ts';

/**
 * In the server build the worker is query-worker.js beside this code. From
 * source (dev server, tests, tsx scripts) it is TypeScript: a two-line
 * bootstrap registers tsx's loader in the worker first (Node 20 workers do not
 * take the parent's loader, nor `--import` in execArgv).
 */
export function startQueryWorker(workerData: QueryWorkerData, heapMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: heapMb };
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./query-worker.js', import.meta.url), { workerData, resourceLimits });
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const worker = new URL('./query-worker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(worker)}); });`;
  return new Worker(bootstrap, { eval: true, workerData, resourceLimits });
}
