/**
 * Shutting down as an orchestrator expects (Kubernetes, systemd, a PaaS): on
 * SIGTERM the server stops accepting connections and finishes what it is
 * sending, and the process is gone within seconds whatever the clients do.
 *
 * `server.close()` alone is not enough. It closes idle keep-alive sockets once,
 * but a client that keeps sending on its socket keeps being served (and kept
 * alive) for ever; and it stops Node's header timer, so a client that trickles
 * header lines holds the process open indefinitely. Here, while draining:
 * - every response says `Connection: close`, so its socket ends after it;
 * - sockets that fall idle are closed as they do;
 * - sockets still without a complete request after a short grace are ended;
 * - whatever is still open after the grace period (a response being read very
 *   slowly, say) is ended then.
 */
import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface DrainOptions {
  /** In-flight responses get this long to finish before their sockets are ended. */
  graceMs?: number;
  /** A socket still without a complete request this long after draining starts is ended. */
  incompleteRequestGraceMs?: number;
}

export interface Drainer {
  /** From the moment draining starts: readiness probes fail, responses close their connections. */
  readonly draining: boolean;
  /** Stops accepting; resolves once every connection has closed, at most `graceMs` (and a sweep) later. */
  drain(): Promise<void>;
}

export const DEFAULT_GRACE_MS = 8000;
const DEFAULT_INCOMPLETE_REQUEST_GRACE_MS = 1000;
/** How often idle sockets are looked for while draining. */
const SWEEP_MS = 100;

export function createDrainer(server: Server, options: DrainOptions = {}): Drainer {
  const graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
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
        const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
        const incomplete = setTimeout(endIncompleteRequests, incompleteGraceMs);
        const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
        // Node 20's close() stops accepting and closes the sockets idle now; its callback waits for the rest.
        server.close(() => {
          clearInterval(sweep);
          clearTimeout(incomplete);
          clearTimeout(deadline);
          resolve();
        });
      });
      return drained;
    },
  };
}
