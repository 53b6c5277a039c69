/**
 * One subscription to a Live Content API stream (@sanity/client's
 * `live.events()`, against Sanity or the embedded service), kept up for as
 * long as the server runs:
 *
 * - `message` and `restart` go to the handlers (the page cache renders again
 *   what they name; the preview relay passes them on), and their ids are kept:
 *   the position the server has seen, which reads pass on as `lastLiveEventId`
 *   and a reconnection sends as `Last-Event-ID`, so nothing is missed between
 *   two connections (the service replays it, or answers `restart`).
 * - A `welcome` means following: pages are current until an event says not.
 *   A welcome after a connection without a position (no event yet seen) may
 *   have missed changes: it counts as a restart.
 * - A cut stream (`reconnect`), a `goaway`, an error or an end means not
 *   following: pages fall back to their freshness window at once, and the
 *   subscription is opened again after a backoff that doubles, to a minute,
 *   with jitter (a crowd of servers turned away together does not come back
 *   together), and starts again from a second once a connection has held for a
 *   minute. The client's own quick retries are cut short by this: one pace,
 *   never a storm.
 */
import type { LiveEvent, LiveEventMessage, SanityClient } from '@sanity/client';

export interface LiveEventSource {
  subscribe(observer: { next: (event: LiveEvent) => void; error: (error: unknown) => void; complete: () => void }): {
    unsubscribe: () => void;
  };
}

export interface LiveFollowerOptions {
  /** What is being followed, for the log. */
  name: string;
  /** Opens the stream (`client.live.events()`), resuming after `lastEventId` when there is one. */
  connect: (lastEventId: string | undefined) => LiveEventSource;
  onMessage: (event: LiveEventMessage) => void;
  /** What changed is unknown: read everything again. */
  onRestart: (id: string | undefined) => void;
  /** Following (connected) or not. */
  onFollowing?: (following: boolean) => void;
  log?: (message: string) => void;
  firstRetryMs?: number;
  maxRetryMs?: number;
  /** A connection that held this long resets the backoff. */
  stableMs?: number;
  random?: () => number;
  now?: () => number;
}

export interface LiveFollower {
  /** The id of the last event seen, if any: what reads pass on as `lastLiveEventId`. */
  lastEventId: () => string | undefined;
  /** Whether the stream is connected now (a welcome, and nothing lost since). */
  following: () => boolean;
  stop: () => void;
}

/**
 * `connect` for a client's `live.events()`. Resuming sends Last-Event-ID as a request header (the
 * client has no option for it; with a header set it uses @sanity/eventsource, which sends it).
 */
export function liveEventsOf(
  client: SanityClient,
  options: { includeDrafts?: boolean; tag: string },
): LiveFollowerOptions['connect'] {
  const headers = client.config().headers ?? {};
  return (lastEventId) =>
    (lastEventId ? client.withConfig({ headers: { ...headers, 'Last-Event-ID': lastEventId } }) : client).live.events(
      options,
    );
}

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 60_000;
const STABLE_MS = 60_000;

export function followLiveEvents(options: LiveFollowerOptions): LiveFollower {
  const log = options.log ?? ((message: string) => console.log(message));
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const firstRetryMs = options.firstRetryMs ?? FIRST_RETRY_MS;
  const maxRetryMs = options.maxRetryMs ?? MAX_RETRY_MS;
  let position: string | undefined;
  let connection: { unsubscribe: () => void; lost: boolean } | undefined;
  let connectedAt: number | undefined;
  let everConnected = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const setFollowing = (following: boolean) => {
    connectedAt = following ? now() : undefined;
    options.onFollowing?.(following);
  };

  const open = () => {
    retry = undefined;
    const current: { unsubscribe: () => void; lost: boolean } = { unsubscribe: () => undefined, lost: false };
    connection = current;
    const lose = (why: string) => {
      if (current.lost) return;
      current.lost = true;
      current.unsubscribe();
      lost(why);
    };
    const subscription = options.connect(position).subscribe({
      next: (event) => {
        if (current.lost) return;
        if (event.type === 'welcome') {
          if (everConnected && position === undefined) options.onRestart(undefined);
          everConnected = true;
          // The welcome's id (the embedded service sends one) is where this connection starts.
          position ??= idOf(event);
          log(`[live] ${options.name}: following live events.`);
          setFollowing(true);
        } else if (event.type === 'message') {
          position = event.id;
          options.onMessage(event);
        } else if (event.type === 'restart') {
          position = event.id;
          options.onRestart(event.id);
        } else if (event.type === 'reconnect') lose('the stream was cut');
        else lose('the service turned the stream away (goaway)');
      },
      error: (error) => lose(`the stream failed (${error instanceof Error ? error.message : String(error)})`),
      complete: () => lose('the stream ended'),
    });
    current.unsubscribe = () => subscription.unsubscribe();
    // Lost while subscribing (an event delivered at once): let go now that there is something to let go of.
    if (current.lost) subscription.unsubscribe();
  };

  const lost = (why: string) => {
    const heldFor = connectedAt === undefined ? 0 : now() - connectedAt;
    setFollowing(false);
    if (stopped) return;
    if (heldFor >= (options.stableMs ?? STABLE_MS)) failures = 0;
    const delay = Math.round(Math.min(maxRetryMs, firstRetryMs * 2 ** failures) * (0.5 + random() / 2));
    failures += 1;
    log(
      `[live] ${options.name}: ${why}; pages are kept for their freshness window meanwhile, reconnecting in ${(delay / 1000).toFixed(1)} s.`,
    );
    retry = setTimeout(open, delay);
    retry.unref();
  };

  open();
  return {
    lastEventId: () => position,
    following: () => connectedAt !== undefined,
    stop() {
      stopped = true;
      clearTimeout(retry);
      if (connection && !connection.lost) {
        connection.lost = true;
        connection.unsubscribe();
      }
      setFollowing(false);
    },
  };
}

/** The welcome's id, where the service gives one (the client's type leaves it out; the event carries it). */
function idOf(event: LiveEvent): string | undefined {
  const id: unknown = Reflect.get(event, 'id');
  return typeof id === 'string' && id !== '' ? id : undefined;
}
