/**
 * Renders in the background, one at a time and paced, so that a change of
 * every document (a restart, an import, a storm of publishes) never takes the
 * server from its visitors.
 *
 * A render is mostly one synchronous stretch of the main thread (React's
 * renderToString, then compression): while it runs, no request is answered.
 * Started all at once, as they were, the renders of 26 routes held every
 * visitor for most of a second, and a publish every half second kept them
 * there. Here:
 * - a route due a render is queued once, however many changes name it before
 *   its turn (coalesced: its render reads whatever is current when it starts);
 * - routes render in the order they became due, one at a time;
 * - after each, the queue waits as long as that render took (at least a
 *   millisecond) before the next, so visitors' requests get at least half of
 *   the main thread throughout, and are answered between two renders.
 * The first route due renders at once: a single publish is as quick to show
 * as before.
 */
export interface RenderQueue {
  /** Queues a route (a no-op if it is queued already). */
  add: (key: string) => void;
}

export interface RenderQueueOptions {
  /** Renders the route (its failures are the caller's to remember and log). */
  render: (key: string) => Promise<unknown>;
  /** Whether the route still needs its render when its turn comes (a visitor's request may have rendered it since). */
  stillDue: (key: string) => boolean;
  /** The pause after a render, as a share of how long it took (default 1: half the main thread for visitors). */
  pauseFactor?: number;
}

const MIN_PAUSE_MS = 1;

export function createRenderQueue(options: RenderQueueOptions): RenderQueue {
  const pauseFactor = options.pauseFactor ?? 1;
  /** In the order they became due; a Set, so a route is in it once. */
  const due = new Set<string>();
  let running = false;

  const run = async () => {
    running = true;
    try {
      for (let key = first(due); key !== undefined; key = first(due)) {
        due.delete(key);
        if (!options.stillDue(key)) continue;
        const started = performance.now();
        await options.render(key).catch(() => undefined);
        const pause = Math.max(MIN_PAUSE_MS, (performance.now() - started) * pauseFactor);
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    } finally {
      running = false;
    }
  };

  return {
    add(key) {
      due.add(key);
      if (!running) void run();
    },
  };
}

function first(set: Set<string>): string | undefined {
  for (const value of set) return value;
  return undefined;
}
