/**
 * Requests lost across a deploy, on the built server: two clients send
 * /about/overview back to back on kept-alive connections, SIGTERM arrives,
 * and they go on until they cannot. Two kinds of client, `--runs` times each:
 *
 * - behind a load balancer: a probe asks /readyz every 250 ms, and once it is
 *   not 200 the clients are sent nowhere more (what `readinessProbe` does);
 * - oblivious: they send until a connection is refused.
 *
 * A request is lost when it was sent and no complete answer came (a reset, a
 * hang-up); refused, when no connection was made (it never reached the server).
 *
 *   npx tsx scripts/bench/sigterm-drain.ts [--root=<checkout with a build>] [--runs=5] [--grace=5]
 *
 * tests/e2e/server-lifecycle.spec.ts holds the balanced case to 0 lost.
 */
import { startBuiltServer } from '../../tests/e2e/built-server';
import { startKeepAliveClients, type DeployTally } from '../../tests/support/keep-alive-clients';
import { flag } from './flags';

const runs = Number(flag('runs') ?? 5);
const root = flag('root');
const grace = flag('grace');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function deploy(balanced: boolean): Promise<DeployTally & { exitMs: number }> {
  const server = await startBuiltServer(
    { SITE_URL: 'http://localhost:4173', ...(grace ? { SHUTDOWN_GRACE_SECONDS: grace } : {}) },
    root ? { root } : {},
  );
  const clients = startKeepAliveClients(server.port, {
    clients: 2,
    path: '/about/overview',
    ...(balanced ? { untilNotReady: { probeMs: 250 } } : {}),
  });
  await sleep(1500);
  const signalled = performance.now();
  server.process.kill('SIGTERM');
  const exited = await server.exited;
  const tally = await clients.stop();
  return { ...tally, exitMs: exited - signalled };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

for (const balanced of [true, false]) {
  const tallies = [];
  for (let run = 0; run < runs; run++) tallies.push(await deploy(balanced));
  const name = balanced ? 'behind a balancer (readyz every 250 ms)' : 'oblivious (until refused)';
  console.log(`${name}:`);
  for (const tally of tallies) {
    const losses = tally.losses.length > 0 ? ` (${[...new Set(tally.losses)].join('; ')})` : '';
    console.log(
      `  served ${tally.served} (${tally.toldToClose} told to close), lost ${tally.lost}${losses}, ` +
        `refused ${tally.refused}, exited ${Math.round(tally.exitMs)} ms after SIGTERM`,
    );
  }
  console.log(
    `  median lost ${median(tallies.map((tally) => tally.lost))}, total lost ${tallies.reduce((sum, tally) => sum + tally.lost, 0)} in ${runs} runs`,
  );
}
