/**
 * Shutting down as an orchestrator expects (Kubernetes, systemd, a PaaS), and
 * losing no request: on SIGTERM the server fails its readiness probe at once,
 * keeps accepting and answering for a drain grace (SHUTDOWN_GRACE_SECONDS,
 * default 5) while the load balancer sees the probe fail and stops sending,
 * then stops listening, finishes what it is sending, and is gone within
 * seconds whatever the clients do.
 *
 * During the grace:
 * - `/readyz` answers 503 (site-server.ts asks `draining`);
 * - every response says `Connection: close`, so each client's next request
 *   opens a new connection, which a balancer that has stopped sending here
 *   opens elsewhere;
 * - kept-alive connections that are idle stay open: closing one as a client
 *   sends on it is how a request is lost (the client sees a reset, not an
 *   answer). They are closed only once the grace is over.
 *
 * After it, `server.close()` alone is not enough. It closes idle keep-alive
 * sockets once, but a client that keeps sending on its socket keeps being
 * served (and kept alive) for ever; and it stops Node's header timer, so a
 * client that trickles header lines holds the process open indefinitely. So:
 * - sockets that fall idle are closed as they do;
 * - sockets still without a complete request a second after listening stops
 *   are ended;
 * - whatever is still open after `finishMs` (a response being read very
 *   slowly, say) is ended then.
 */
import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface DrainOptions {
  /** After draining starts, the server keeps accepting and answering this long (SHUTDOWN_GRACE_SECONDS); default none. */
  drainGraceMs?: number;
  /** Once listening stops, responses in flight get this long to finish before their sockets are ended. */
  finishMs?: number;
  /** A socket still without a complete request this long after listening stops is ended. */
  incompleteRequestGraceMs?: number;
}

export interface Drainer {
  /** From the moment draining starts: readiness probes fail, responses close their connections. */
  readonly draining: boolean;
  /** Starts draining; resolves once listening has stopped and every connection has closed (at most grace + finishMs, and a sweep). */
  drain(): Promise<void>;
}

export const DEFAULT_FINISH_MS = 8000;
const DEFAULT_INCOMPLETE_REQUEST_GRACE_MS = 1000;
/** How often idle sockets are looked for while draining. */
const SWEEP_MS = 100;

export function createDrainer(server: Server, options: DrainOptions = {}): Drainer {
  const drainGraceMs = options.drainGraceMs ?? 0;
  const finishMs = options.finishMs ?? DEFAULT_FINISH_MS;
  const incompleteGraceMs = options.incompleteRequestGraceMs ?? DEFAULT_INCOMPLETE_REQUEST_GRACE_MS;
  const sockets = new Set<Socket>();
  /** Responses not yet finished, by socket (pipelining allows more than one). */
  const answering = new Map<Socket, Set<ServerResponse>>();
  let draining = false;
  let drained: Promise<void> | undefined;

  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      answering.delete(socket);
    });
  });
  // First among the request listeners: the header must be set before the site's handler can send its own.
  server.prependListener('request', (request, response) => {
    const { socket } = request;
    const responses = answering.get(socket) ?? new Set();
    answering.set(socket, responses.add(response));
    if (draining) response.setHeader('connection', 'close');
    response.once('close', () => {
      responses.delete(response);
      if (responses.size === 0) answering.delete(socket);
    });
  });

  /** Responses that have not sent their headers yet can still say it. */
  const closeAfterResponses = () => {
    for (const responses of answering.values()) {
      for (const response of responses) if (!response.headersSent) response.setHeader('connection', 'close');
    }
  };

  const endIncompleteRequests = () => {
    for (const socket of sockets) if (!answering.has(socket)) socket.destroy();
  };

  return {
    get draining() {
      return draining;
    },
    drain() {
      if (!draining) closeAfterResponses();
      draining = true;
      drained ??= new Promise<void>((resolve) => {
        const stopListening = () => {
          const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
          const incomplete = setTimeout(endIncompleteRequests, incompleteGraceMs);
          const deadline = setTimeout(() => server.closeAllConnections(), finishMs);
          // close() stops accepting and closes the sockets idle now; its callback waits for the rest.
          server.close(() => {
            clearInterval(sweep);
            clearTimeout(incomplete);
            clearTimeout(deadline);
            resolve();
          });
        };
        // The grace: still accepting, answering and keeping idle connections, with readiness failing.
        if (drainGraceMs > 0) setTimeout(stopListening, drainGraceMs);
        else stopListening();
      });
      return drained;
    },
  };
}
