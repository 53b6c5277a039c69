/**
 * Public queries in the workers (queued or running) per client address: at
 * most 4. A client's next query waits for one of its own places to come free,
 * up to a second, and is refused then with 429 and Retry-After (which
 * @sanity/client retries). So a client with a burst of a few queries gets them
 * all answered, one with a loop of costly queries holds at most 4 places in
 * the workers' queue however many connections it loops on, and a loop that
 * never waits sends one query a second per connection, not thousands: the
 * refusals themselves do not take the server's time from everyone else.
 *
 * By the socket's address, never a forwarding header a client could write
 * itself. Behind a proxy or CDN every client has the proxy's address, and they
 * share the 4. That costs the site nothing: its own reads never count
 * (site-reads.ts: answered in process, without the workers), so what shares
 * them is other queries, which the site's pages never make.
 */
export interface InFlightLimit {
  /** A place for a query from this address, once one is free: how to give it back; undefined if none came free in time. */
  enter: (address: string) => Promise<(() => void) | undefined>;
}

/** Two workers run queries; four from one address is both of them and two waiting. */
export const DEFAULT_QUERIES_PER_ADDRESS = 4;
/** How long a query waits for one of its address's places before it is refused. */
export const DEFAULT_PLACE_WAIT_MS = 1000;

interface Address {
  inFlight: number;
  /** Queries waiting for a place, oldest first. */
  waiting: Array<(release: () => void) => void>;
}

export function createInFlightLimit(
  perAddress = DEFAULT_QUERIES_PER_ADDRESS,
  waitMs = DEFAULT_PLACE_WAIT_MS,
): InFlightLimit {
  const addresses = new Map<string, Address>();

  const placeFor = (address: string, entry: Address) => {
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const next = entry.waiting.shift();
      // Handed straight to the next in line: the count stays, the place changes hands.
      if (next) return next(placeFor(address, entry));
      entry.inFlight -= 1;
      if (entry.inFlight === 0) addresses.delete(address);
    };
  };

  return {
    enter(address) {
      let entry = addresses.get(address);
      if (!entry) addresses.set(address, (entry = { inFlight: 0, waiting: [] }));
      if (entry.inFlight < perAddress) {
        entry.inFlight += 1;
        return Promise.resolve(placeFor(address, entry));
      }
      const line = entry;
      return new Promise((resolve) => {
        const take = (release: () => void) => {
          clearTimeout(timer);
          resolve(release);
        };
        const timer = setTimeout(() => {
          const at = line.waiting.indexOf(take);
          if (at >= 0) line.waiting.splice(at, 1);
          resolve(undefined);
        }, waitMs);
        line.waiting.push(take);
      });
    },
  };
}
