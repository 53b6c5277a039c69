/**
 * Public queries in flight (queued or running in the workers) per client
 * address: past the bound a client's next query is refused at once with 429
 * and Retry-After, which @sanity/client retries, so one client with a loop of
 * costly queries holds at most this many places in the queue, and the workers
 * keep time for everyone else.
 *
 * By the socket's address, never a forwarding header a client could write
 * itself. Behind a proxy or CDN every client has the proxy's address, and they
 * share the bound. That costs the site nothing: its own reads never count
 * (site-reads.ts: answered in process, without the workers), so what shares
 * the bound is other queries, which the site's pages never make.
 */
export interface InFlightLimit {
  /** Takes a place for a query from this address: how to give it back, or undefined when it has none left. */
  enter: (address: string) => (() => void) | undefined;
}

/** Two workers run queries; four from one address is both of them and two waiting. */
export const DEFAULT_QUERIES_PER_ADDRESS = 4;

export function createInFlightLimit(perAddress = DEFAULT_QUERIES_PER_ADDRESS): InFlightLimit {
  const inFlight = new Map<string, number>();
  return {
    enter(address) {
      const count = inFlight.get(address) ?? 0;
      if (count >= perAddress) return undefined;
      inFlight.set(address, count + 1);
      let given = false;
      return () => {
        if (given) return;
        given = true;
        const left = (inFlight.get(address) ?? 1) - 1;
        if (left > 0) inFlight.set(address, left);
        else inFlight.delete(address);
      };
    },
  };
}
