/**
 * A visitor during a storm of publishes, on the built server: every route is
 * rendered once, then visitors ask for the routes in turn (one arrives every
 * 25 ms, whether or not the one before has its page) while 20 publishes that change every document land in 10 s
 * (written beside the dataset and renamed into place, as a deploy or an export
 * would). Prints the visitor's p50, p95 and max before the storm and during it
 * (and the second after it), and how many renders the server logged.
 *
 *   npx tsx scripts/bench/publish-storm.ts [--root=<checkout with a build>]
 *
 * A benchmark, not a test: the figure is the machine's as much as the code's.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { get, startBuiltServer } from '../../tests/e2e/built-server';
import { copyDataset } from '../../tests/e2e/support-dataset';
import { percentile } from '../../tests/support/query-load';
import { parseSiteRoutes, ROUTES_FILE } from '../../server/site-manifest';
import { flag } from './flags';

const PUBLISHES = 20;
const VISIT_EVERY_MS = 25;
const STORM_MS = 10_000;
const root = flag('root');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const { pages } = parseSiteRoutes(readFileSync(join(root ?? '.', 'dist/client', ROUTES_FILE), 'utf8'));

/** Visits that did not get their page (a status, or an error): reported with the figures, and then forgotten. */
const failures: string[] = [];
const summary = (latencies: number[]) => {
  const failed = failures.splice(0);
  return (
    `p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p95 ${percentile(latencies, 0.95).toFixed(1)} ms, ` +
    `max ${Math.max(...latencies).toFixed(1)} ms (${latencies.length} requests` +
    `${failed.length > 0 ? `, ${failed.length} failed: ${[...new Set(failed)].join(', ')}` : ''})`
  );
};

/** Every document changed: a publish of the whole dataset. */
function publishAll(file: string, round: number): void {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.stringify({ ...(JSON.parse(line) as object), _rev: `storm-${round}` }));
  writeFileSync(`${file}.new`, `${lines.join('\n')}\n`);
  renameSync(`${file}.new`, file);
}

/**
 * Visitors arriving every VISIT_EVERY_MS, route after route, until `until` resolves, each timed from
 * when it arrived: arrivals do not wait for the answer before (a closed loop would send fewer requests
 * exactly while the server is slow, and hide it).
 */
async function visit(port: number, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.then(() => (done = true));
  const visits: Promise<number>[] = [];
  for (let at = 0; !done; at++) {
    const arrived = performance.now();
    visits.push(
      get(port, pages[at % pages.length] ?? '/').then(
        (answer) => {
          if (answer.status !== 200) failures.push(`status ${answer.status}`);
          return performance.now() - arrived;
        },
        (error: unknown) => {
          failures.push(error instanceof Error ? error.message : String(error));
          return performance.now() - arrived;
        },
      ),
    );
    await sleep(VISIT_EVERY_MS);
  }
  return Promise.all(visits);
}

const dataset = copyDataset();
const server = await startBuiltServer(
  { CONTENT_FILE: dataset.file, SITE_URL: 'http://localhost:4173' },
  root ? { root } : {},
);
try {
  for (let wait = 0; !server.output().includes('following live events') && wait < 100; wait++) await sleep(100);
  for (const page of pages) await get(server.port, page);
  console.log(`quiet:  ${summary(await visit(server.port, sleep(3000)))}`);
  const storm = (async () => {
    for (let round = 1; round <= PUBLISHES; round++) {
      publishAll(dataset.file, round);
      await sleep(STORM_MS / PUBLISHES);
    }
    await sleep(1000);
  })();
  console.log(`storm:  ${summary(await visit(server.port, storm))}`);
  console.log(`after:  ${summary(await visit(server.port, sleep(3000)))}`);
} finally {
  await server.kill();
  dataset.remove();
}
