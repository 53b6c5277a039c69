/**
 * The site's own content read beside a crowd of costly public queries, on the
 * built server: 50 loops of a query that runs until its deadline, from
 * 127.0.0.1, and the read the browser makes (`*[_type == $type][0]`) from
 * 127.0.0.2, timed. Prints the read's p50, p99 and max, and its failures, with
 * no loops and with them; and how the loops were answered.
 *
 *   npx tsx scripts/bench/query-starvation.ts [--root=<checkout with a build>] [--reads=200]
 *
 * --root measures another checkout's build (the one before a change, say).
 * The issue's figure is 300 ms at p99 for the read under the loops; tests/e2e/query-starvation.spec.ts
 * holds the read to never failing and never waiting out the costly queries' deadline.
 */
import { startBuiltServer } from '../../tests/e2e/built-server';
import { percentile, startCostlyLoops, timeSiteReads, type SiteReads } from '../../tests/support/query-load';
import { flag } from './flags';

const LOOPS = 50;
const reads = Number(flag('reads') ?? 200);
const root = flag('root');

const summary = ({ latencies, failures }: SiteReads) =>
  `p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms, ` +
  `max ${Math.max(...latencies).toFixed(1)} ms, ${failures.length} of ${latencies.length} failed` +
  (failures.length > 0 ? ` (${[...new Set(failures)].join(', ')})` : '');

const server = await startBuiltServer({ SITE_URL: 'http://localhost:4173' }, root ? { root } : {});
try {
  await timeSiteReads(server.port, { reads: 14, pauseMs: 10 });
  console.log(`site read, no loops:   ${summary(await timeSiteReads(server.port, { reads, pauseMs: 20 }))}`);
  const loops = startCostlyLoops(server.port, LOOPS);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const loaded = await timeSiteReads(server.port, { reads, pauseMs: 20 });
  const outcomes = await loops.stop();
  console.log(`site read, ${LOOPS} loops: ${summary(loaded)}`);
  console.log(`the loops' answers: ${JSON.stringify(outcomes)}`);
} finally {
  await server.kill();
}
