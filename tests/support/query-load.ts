/**
 * Load on the embedded content service, as the starvation test and its
 * benchmark make it: loops of a costly but legal public query, each on its own
 * kept-alive connection and never pausing, from one client address; and the
 * site's own read (`*[_type == $type][0]`, spelt as the browser's
 * @sanity/client 8 sends it) from another address, timed.
 *
 * Loopback is 127.0.0.0/8 on Linux: a socket bound to 127.0.0.2 reaches a
 * server on 127.0.0.1 and is seen there as another client.
 */
import { Agent, request } from 'node:http';
import { DOCUMENT_TYPES } from '../../src/content/documents';

/** Four nested filters over a 230-item parameter: under the size limits, it runs until its deadline stops it. */
export const COSTLY_QUERY_PATH = `/v2025-05-18/data/query/production?${new URLSearchParams({
  query: 'count($a[count($a[count($a[count($a[@>=0])>0])>0])>0])',
  $a: JSON.stringify(Array.from({ length: 230 }, () => 0)),
})}`;

/** The URL @sanity/client 8.15 requests for `client.fetch('*[_type == $type][0]', { type })` (captured from it). */
export function siteReadPath(type: string): string {
  const query = new URLSearchParams({ query: '*[_type == $type][0]', $type: JSON.stringify(type) });
  return `/v2025-05-18/data/query/production?${query}`;
}

interface Reply {
  status: number;
  ms: number;
}

function send(port: number, path: string, agent: Agent): Promise<Reply> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, agent, headers: { 'accept-encoding': 'gzip, deflate', accept: '*/*' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export interface CostlyLoops {
  /** How often each status (or error) has come back so far. */
  outcomes: () => Readonly<Record<string, number>>;
  /** Stops every loop after its request in flight; resolves with how often each status (or error) came back. */
  stop: () => Promise<Record<string, number>>;
}

/** `count` loops of the costly query from `localAddress`, each sending the next as soon as the last is answered. */
export function startCostlyLoops(port: number, count: number, localAddress = '127.0.0.1'): CostlyLoops {
  const outcomes: Record<string, number> = {};
  let stopping = false;
  const loops = Array.from({ length: count }, async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress });
    while (!stopping) {
      const outcome = await send(port, COSTLY_QUERY_PATH, agent).then(
        ({ status }) => String(status),
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
    agent.destroy();
  });
  return {
    outcomes: () => ({ ...outcomes }),
    stop: async () => {
      stopping = true;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

export interface SiteReads {
  /** Each read's time to the end of its answer, in ms (failed reads included). */
  latencies: number[];
  /** Every read that did not end in a 200: its status or error. */
  failures: string[];
}

/** `reads` of the site's own document query from `localAddress`, one after another, `pauseMs` apart, the seven types in turn. */
export async function timeSiteReads(
  port: number,
  { reads, pauseMs, localAddress = '127.0.0.2' }: { reads: number; pauseMs: number; localAddress?: string },
): Promise<SiteReads> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress });
  const latencies: number[] = [];
  const failures: string[] = [];
  for (let read = 0; read < reads; read++) {
    const started = performance.now();
    try {
      const { status } = await send(port, siteReadPath(DOCUMENT_TYPES[read % DOCUMENT_TYPES.length] ?? 'home'), agent);
      if (status !== 200) failures.push(String(status));
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  agent.destroy();
  return { latencies, failures };
}

/** The value below which `share` (0-1) of the values fall (nearest rank). */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? Number.NaN;
}
