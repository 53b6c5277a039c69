// @vitest-environment node
/**
 * The query workers: deadlines counted from the queue (a query that never ran is refused as busy, one that
 * ran is stopped as too costly), deep parameters refused before they reach a worker.
 */
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatasetVersion } from './dataset';
import { openDatasetFile } from './dataset-file';
import { QueryError } from './groq';
import { createQueryPool, PoolBusyError, type QueryAnswer, type QueryPool } from './query-pool';

const DATASET = openDatasetFile(resolve(import.meta.dirname, '../content/production.ndjson')).current();
const dataset = () => DATASET;
/** Four nested filters over a 230-item parameter: under the size limits, about 3e9 steps (it runs until stopped). */
const SLOW = 'count($a[count($a[count($a[count($a[@>=0])>0])>0])>0])';
const SLOW_PARAMS = { a: Array.from({ length: 230 }, () => 0) };
const QUICK = '*[_type == $type][0]._type';

let pool: QueryPool | undefined;
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await pool?.close();
  pool = undefined;
});

/** How a query ended: its result, or its error's type. */
const outcome = (running: Promise<QueryAnswer>) =>
  running.then(
    ({ json }) => JSON.parse(json) as unknown,
    (error: unknown) =>
      error instanceof QueryError ? error.type : error instanceof PoolBusyError ? 'busy' : String(error),
  );

describe('the query pool', () => {
  it('counts a deadline from when the query is queued: one queued behind a slow query is refused as busy at its own deadline', async () => {
    pool = createQueryPool({ dataset, size: 1, deadlineMs: 1000 });
    await pool.ready();
    // Only the deadlines are faked: the worker runs in real time, and would still be busy for seconds.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const slow = outcome(pool.run(SLOW, SLOW_PARAMS));
    vi.advanceTimersByTime(600);
    const queued = outcome(pool.run(QUICK, { type: 'home' }));
    vi.advanceTimersByTime(400);
    await expect(slow).resolves.toBe('queryTimeout');
    vi.advanceTimersByTime(599);
    const settled = await Promise.race([queued, Promise.resolve('still waiting')]);
    expect(settled).toBe('still waiting');
    vi.advanceTimersByTime(1);
    // The old pool started the clock when a worker took the query: this one would have waited for the replacement.
    // It never ran, so it is not its own fault: busy (a 503 the client retries), not queryTimeout.
    await expect(queued).resolves.toBe('busy');
  });

  it('refuses as busy, not as too costly, a query a worker took only after half its deadline had passed', async () => {
    // Real time. B is queued behind A and passes its halfway point (1900 ms) before A is stopped (2000 ms);
    // A's replacement then has 900 ms to boot and take B before B's own deadline (2900 ms).
    pool = createQueryPool({ dataset, size: 1, deadlineMs: 2000 });
    await pool.ready();
    const first = outcome(pool.run(SLOW, SLOW_PARAMS));
    await new Promise((resolve) => setTimeout(resolve, 900));
    const second = outcome(pool.run(SLOW, SLOW_PARAMS));
    await expect(first).resolves.toBe('queryTimeout');
    // B ran on the replacement for a few hundred ms at most: the pool kept it waiting, so a client may retry it.
    await expect(second).resolves.toBe('busy');
  }, 10_000);

  it('drains 70 slow queries within about one deadline, then answers again', async () => {
    pool = createQueryPool({ dataset, size: 2, deadlineMs: 300, maxQueued: 68 });
    await pool.ready();
    const started = performance.now();
    const outcomes = await Promise.all(Array.from({ length: 70 }, () => outcome(pool!.run(SLOW, SLOW_PARAMS))));
    // Two run, 68 wait: every one is stopped (the two running) or refused as busy at its deadline, none waits its turn.
    expect(outcomes.filter((outcome) => outcome === 'queryTimeout').length).toBeGreaterThanOrEqual(2);
    expect(new Set(outcomes)).toEqual(new Set(['queryTimeout', 'busy']));
    expect(performance.now() - started).toBeLessThan(1500);
    // The stopped workers are replaced; until they have booted, a query may meet its deadline in the queue.
    let answer: unknown;
    for (let attempt = 0; attempt < 10 && answer !== 'home'; attempt++)
      answer = await outcome(pool.run(QUICK, { type: 'home' }));
    expect(answer).toBe('home');
  });

  it('refuses parameters nested 120,000 deep before posting them, and its worker answers the next query at once', async () => {
    pool = createQueryPool({ dataset, size: 1 });
    await pool.ready();
    let deep: unknown = [];
    for (let depth = 0; depth < 120_000; depth++) deep = [deep];
    await expect(outcome(pool.run('count($a)', { a: deep }))).resolves.toBe('queryTooComplex');
    const started = performance.now();
    await expect(outcome(pool.run(QUICK, { type: 'home' }))).resolves.toBe('home');
    expect(performance.now() - started).toBeLessThan(300);
  });

  it('takes parameters as deep as content gets', async () => {
    pool = createQueryPool({ dataset, size: 1 });
    let nested: unknown = 1;
    for (let depth = 0; depth < 20; depth++) nested = { a: [nested] };
    await expect(outcome(pool.run('count([$a])', { a: nested }))).resolves.toBe(1);
  });

  it('answers from the version the server holds good, and from the next as soon as the server takes it', async () => {
    let version: DatasetVersion | undefined;
    const heading = (text: string): DatasetVersion => ({
      published: [{ _id: 'home', _type: 'home', hero: { heading: text } }],
      drafts: [],
    });
    pool = createQueryPool({ dataset: () => version, size: 1 });
    const read = () => outcome(pool!.run('*[_type == $type][0].hero.heading', { type: 'home' }));
    // None yet: refused as unavailable (the service answers 503), never answered from nothing.
    await expect(read()).resolves.toMatch(/no documents/);
    version = heading('First');
    await expect(read()).resolves.toBe('First');
    version = heading('Second');
    await expect(read()).resolves.toBe('Second');
  });

  it('replaces a worker that dies before it starts only after a pause, not in a tight loop', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Too little heap to load the worker's code: every worker dies while starting. (Not less than
    // 4 MB: from Node 24, a worker given 2 MB or less aborts the whole process while it starts.)
    pool = createQueryPool({ dataset, size: 2, workerHeapMb: 4 });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const restarts = errors.mock.calls.filter(([message]) => String(message).includes('stopped before it started'));
    expect(restarts.length).toBeGreaterThanOrEqual(2);
    expect(restarts.length).toBeLessThanOrEqual(6);
  });
});
