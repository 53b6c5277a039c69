/**
 * Clients through a deploy, as the shutdown test and its benchmark run them:
 * a few clients, each on its own kept-alive connection, sending the next
 * request as soon as the last is answered. A request is lost when it was sent
 * and no complete answer came back (a reset, a hang-up, a cut body); refused
 * when no connection could be made at all (the server had stopped listening,
 * so the request never reached it and a client or proxy may safely send it
 * elsewhere).
 *
 * With `untilNotReady` they behave as clients behind a load balancer do: a
 * probe asks /readyz every `probeMs`, and once it is not 200 (or cannot be
 * asked) the balancer sends them nowhere more.
 */
import { Agent, request } from 'node:http';

export interface DeployTally {
  /** Complete answers. */
  served: number;
  /** Complete answers that said `Connection: close`. */
  toldToClose: number;
  /** Sent, and never answered in full. */
  lost: number;
  /** No connection (ECONNREFUSED): never reached the server. */
  refused: number;
  /** What the lost requests met. */
  losses: string[];
  /** What the readiness probe last met (`untilNotReady`): a status, or an error. */
  probeSaw: string;
}

export interface KeepAliveClients {
  /** Stops them (after their requests in flight) and tallies. */
  stop: () => Promise<DeployTally>;
  /** Resolves once the balancer has stopped sending (`untilNotReady` only). */
  notReady: Promise<void>;
}

export interface KeepAliveClientOptions {
  clients: number;
  path: string;
  /** Stop sending once /readyz is not 200, as a load balancer does. */
  untilNotReady?: { probeMs: number };
}

function once(port: number, path: string, agent: Agent | false): Promise<{ status: number; close: boolean }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () =>
        res.complete
          ? resolve({ status: res.statusCode ?? 0, close: res.headers.connection === 'close' })
          : reject(new Error('the answer was cut short')),
      );
      res.on('aborted', () => reject(new Error('the answer was cut short')));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const isRefused = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ECONNREFUSED';

export function startKeepAliveClients(port: number, options: KeepAliveClientOptions): KeepAliveClients {
  const tally: DeployTally = { served: 0, toldToClose: 0, lost: 0, refused: 0, losses: [], probeSaw: '' };
  let sending = true;
  let markNotReady: () => void = () => undefined;
  const notReady = new Promise<void>((resolve) => (markNotReady = resolve));

  const probe = async () => {
    if (!options.untilNotReady) return;
    while (sending) {
      tally.probeSaw = await once(port, '/readyz', false).then(
        ({ status }) => String(status),
        (error: unknown) => (error as NodeJS.ErrnoException).code ?? String(error),
      );
      if (tally.probeSaw !== '200') {
        sending = false;
        markNotReady();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, options.untilNotReady?.probeMs));
    }
  };

  const client = async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    while (sending) {
      try {
        const { status, close } = await once(port, options.path, agent);
        if (status !== 200) throw new Error(`status ${status}`);
        tally.served += 1;
        if (close) tally.toldToClose += 1;
      } catch (error) {
        if (isRefused(error)) {
          tally.refused += 1;
          if (!options.untilNotReady) break;
        } else {
          tally.lost += 1;
          tally.losses.push(error instanceof Error ? error.message : String(error));
        }
      }
    }
    agent.destroy();
  };

  const running = [probe(), ...Array.from({ length: options.clients }, client)];
  return {
    notReady,
    stop: async () => {
      sending = false;
      await Promise.all(running);
      return tally;
    },
  };
}
