/**
 * The site's own content read cannot be starved, on the built server: with 50
 * loops of a costly public query running from one client address (127.0.0.1),
 * the read the browser makes (`*[_type == $type][0]`, the seven types in turn)
 * from another (127.0.0.2) never fails and stays under 300 ms at p99. The
 * figure is the issue's, for a machine that answers an idle read within 20 ms;
 * on one too busy for that (other tests, a benchmark), the limit grows by what
 * the same reads' p99 with no loops, measured first, takes beyond those 20 ms. The bench
 * (scripts/bench/query-starvation.ts) prints the figures, before and after a change.
 */
import { expect, test } from '@playwright/test';
import { startBuiltServer, type BuiltServer } from './built-server';
import { percentile, startCostlyLoops, timeSiteReads } from '../support/query-load';

let server: BuiltServer | undefined;

test.afterEach(async () => {
  await server?.kill();
  server = undefined;
});

test('the site’s own read from another address stays under 300 ms p99 with no failure while 50 costly-query loops run', async () => {
  test.setTimeout(60_000);
  server = await startBuiltServer({ SITE_URL: 'http://localhost:4173' });
  const idle = await timeSiteReads(server.port, { reads: 70, pauseMs: 20 });
  const idleP99 = percentile(idle.latencies, 0.99);
  const loops = startCostlyLoops(server.port, 50);
  // The loops fill the workers and the queue first: the server has begun refusing their address.
  await expect.poll(() => loops.outcomes()['429'] ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);
  const { latencies, failures } = await timeSiteReads(server.port, { reads: 140, pauseMs: 20 });
  const outcomes = await loops.stop();
  const p99 = percentile(latencies, 0.99);
  test.info().annotations.push({
    type: 'site read under 50 costly loops',
    description: `p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (idle p99 ${idleP99.toFixed(1)} ms); loops answered ${JSON.stringify(outcomes)}`,
  });
  expect(idle.failures).toEqual([]);
  expect(failures).toEqual([]);
  // Without the fix this read failed outright (400 queryTimeout) or took seconds.
  expect(p99).toBeLessThan(300 + Math.max(0, idleP99 - 20));
  // The loops were held to their address's places: most refused at once, the rest stopped or refused as busy.
  expect(Object.keys(outcomes).every((status) => ['400', '429', '503'].includes(status))).toBe(true);
  expect(outcomes['429'] ?? 0).toBeGreaterThan(0);
});
