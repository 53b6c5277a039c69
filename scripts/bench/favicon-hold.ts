/**
 * A pass-through proxy that answers the favicon two seconds late, put in front
 * of both sides of the bench alike.
 *
 * Why: Chrome fetches the favicon on its own, once the page has loaded, at a
 * moment that varies from run to run. Lighthouse's model of a slow phone counts
 * every request that ended before the observed paint in its LCP, so in a run
 * where the favicon happened to arrive first, LCP came out one round trip
 * later (about 905 ms against 750 ms), on either side, about half the time: a
 * coin toss that swamped the difference the bench is there to show (measured:
 * 11 of 21 site runs and 12 of 21 limit runs took the longer value). Held back,
 * the favicon always arrives after the paint, on both sides, and never counts,
 * as it never does in a browser's own LCP. Nothing else is delayed or changed.
 */
import { createServer, request, type Server } from 'node:http';

const HELD_PATH = /^\/favicon\.[a-z]+(\?|$)/;
const HOLD_MS = 2000;

export function startFaviconHold(listenPort: number, targetPort: number): Promise<Server> {
  const proxy = createServer((incoming, outgoing) => {
    const forward = () => {
      const upstream = request(
        { host: '127.0.0.1', port: targetPort, path: incoming.url, method: incoming.method, headers: incoming.headers },
        (response) => {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
        },
      );
      upstream.on('error', () => {
        if (!outgoing.headersSent) outgoing.writeHead(502);
        outgoing.end();
      });
      incoming.pipe(upstream);
    };
    if (HELD_PATH.test(incoming.url ?? '')) setTimeout(forward, HOLD_MS);
    else forward();
  });
  return new Promise((resolve, reject) => {
    proxy.once('error', reject);
    proxy.listen(listenPort, '127.0.0.1', () => resolve(proxy));
  });
}
