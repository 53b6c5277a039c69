/**
 * Sanity's Live Content API event stream, as Server-Sent Events
 * (GET /v<apiVersion>/data/live/events/<dataset>), in the shape
 * @sanity/client's `live.events()` reads (with the browser's EventSource, or
 * @sanity/eventsource on Node):
 *
 *   id: <position>        event: welcome   data: {}          on connecting
 *   id: <position>        event: restart   data: {}          Last-Event-ID not placeable: read everything again
 *   id: <event id>        event: message   data: {"tags":[…]} per change (after a welcome, the missed ones first)
 *   id: <position>        event: goaway    data: {"reason":…} turned away (too many streams) or shutting down
 *   : keep-alive                                             a comment every so often, so no proxy drops an idle stream
 *
 * Each event carries an id, so the EventSource's own reconnection sends
 * `Last-Event-ID` and resumes where it left off. Ids only ever go forward on a
 * stream: a welcome that resumes carries the id it resumes from, and the
 * replayed messages follow with theirs, so a stream cut mid-replay resumes at
 * the last message it got, not past the ones it did not.
 *
 * No client can hold the streams for ever:
 * - they are bounded (64), and so are those of one client address (8); past
 *   either a client gets a goaway with a long `retry` (a reconnection in
 *   15-30 s, spread, never a storm). Behind a proxy every client has the
 *   proxy's address, so they share its 8: the site's own pages open no public
 *   stream (only the server's own subscription, which is reserved, and preview
 *   sessions, on the drafts streams), so those 8 are for other readers;
 * - each lives about 10 minutes (8-10, spread), then ends with a `retry` of
 *   1-5 s (spread): the EventSource reconnects with Last-Event-ID and misses
 *   nothing, and a slot held by a forgotten tab comes free;
 * - a stream whose unsent output passes 64 KiB (a client that stopped reading)
 *   is ended, rather than kept in the server's memory.
 * The server's own subscription (the reserved key) is exempt from all three.
 * `closeAll` ends every stream (with a goaway) when the server drains, and
 * turns away any stream asked for after it: none holds the drain open.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LiveEventLog, LiveLogEvent } from './live-event-log.ts';

export interface LiveStreamOptions {
  /** Streams open at once; past this a client gets a goaway. */
  maxStreams?: number;
  /** Streams open at once from one client address (the socket's: see the note above on proxies). */
  maxStreamsPerAddress?: number;
  /** A stream ends after this, less up to a fifth at random, with a short spread `retry` to come back. */
  lifetimeMs?: number;
  /** A stream whose output waiting to be sent passes this is ended (its client is not reading). */
  maxBufferedBytes?: number;
  keepAliveMs?: number;
  /**
   * A request carrying this in RESERVED_STREAM_HEADER is never turned away, ended or
   * bounded: the server's own subscription (start.ts), which a crowd of other
   * clients must not push out.
   */
  reservedKey?: string;
  random?: () => number;
}

export interface LiveStreams {
  /** Answers the request with a stream of the log's events, until the client leaves or closeAll. */
  serve: (request: IncomingMessage, response: ServerResponse, log: LiveEventLog) => void;
  /** Ends every stream with a goaway saying why, and turns away any opened from now on. */
  closeAll: (reason: string) => void;
  /** Streams open now. */
  count: () => number;
}

export const RESERVED_STREAM_HEADER = 'x-live-reserved';
/** The drafts streams of preview sessions: a few editors' tabs, often behind one office address. */
export const PREVIEW_STREAM_BOUNDS = { maxStreams: 32, maxStreamsPerAddress: 16 } satisfies LiveStreamOptions;
const DEFAULT_MAX_STREAMS = 64;
const DEFAULT_MAX_STREAMS_PER_ADDRESS = 8;
const DEFAULT_LIFETIME_MS = 10 * 60 * 1000;
const DEFAULT_MAX_BUFFERED_BYTES = 64 * 1024;
const DEFAULT_KEEP_ALIVE_MS = 20_000;
/** How long a turned-away client waits before trying again: 15 s, plus up to 15 s at random. */
const TURNED_AWAY_RETRY_MS = 15_000;
/** After a stream's lifetime: back in 1 s, plus up to 4 s at random (the reconnections of a crowd spread out). */
const LIFETIME_RETRY_MS = 1000;
const LIFETIME_RETRY_SPREAD_MS = 4000;
/** After a shutdown: the next instance has a moment to start. */
const SHUTDOWN_RETRY_MS = 2000;

export function eventFrame(event: string, data: object, id?: string): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  // Nobody keeps or buffers a stream: not a browser, not a CDN, not nginx.
  'cache-control': 'no-store',
  'x-accel-buffering': 'no',
};

export function createLiveStreams(options: LiveStreamOptions = {}): LiveStreams {
  const maxStreams = options.maxStreams ?? DEFAULT_MAX_STREAMS;
  const perAddress = options.maxStreamsPerAddress ?? DEFAULT_MAX_STREAMS_PER_ADDRESS;
  const lifetimeMs = options.lifetimeMs ?? DEFAULT_LIFETIME_MS;
  const maxBuffered = options.maxBufferedBytes ?? DEFAULT_MAX_BUFFERED_BYTES;
  const keepAliveMs = options.keepAliveMs ?? DEFAULT_KEEP_ALIVE_MS;
  const random = options.random ?? Math.random;
  /** Each open stream, and how to end it. */
  const open = new Map<ServerResponse, (reason: string) => void>();
  /** Open streams by client address. */
  const byAddress = new Map<string, number>();
  let closing: string | undefined;

  const turnAway = (response: ServerResponse, log: LiveEventLog, reason: string, retryMs: number) =>
    response.end(`retry: ${retryMs}\n\n${eventFrame('goaway', { reason }, log.position())}`);

  const serve = (request: IncomingMessage, response: ServerResponse, log: LiveEventLog) => {
    const reserved =
      options.reservedKey !== undefined && request.headers[RESERVED_STREAM_HEADER] === options.reservedKey;
    const address = request.socket.remoteAddress ?? 'unknown';
    response.writeHead(200, STREAM_HEADERS);
    request.socket.setNoDelay(true);
    const crowdRetry = TURNED_AWAY_RETRY_MS + Math.floor(random() * TURNED_AWAY_RETRY_MS);
    if (closing !== undefined) return turnAway(response, log, closing, SHUTDOWN_RETRY_MS);
    if (!reserved && open.size >= maxStreams) return turnAway(response, log, 'Too many open streams', crowdRetry);
    if (!reserved && (byAddress.get(address) ?? 0) >= perAddress) {
      return turnAway(response, log, 'Too many open streams from this address', crowdRetry);
    }

    // A stream ended (at shutdown, say) is not written to again, whatever timer or event comes after.
    const write = (text: string) => {
      if (response.writableEnded || response.destroyed) return;
      response.write(text);
      // Not reading: ended now, rather than holding what it will never read.
      if (!reserved && response.writableLength > maxBuffered) response.destroy();
    };
    const onEvent = (event: LiveLogEvent) =>
      write(
        event.type === 'message'
          ? eventFrame('message', { tags: event.tags }, event.id)
          : eventFrame('restart', {}, event.id),
      );
    const lastEventId = request.headers['last-event-id'];
    const resuming = typeof lastEventId === 'string' && lastEventId !== '';
    // Resuming, the welcome carries the client's own id: every id after it on this stream is newer.
    write(eventFrame('welcome', {}, resuming ? lastEventId : log.position()));
    if (resuming) {
      const missed = log.since(lastEventId);
      if (missed) for (const message of missed) onEvent({ type: 'message', ...message });
      else write(eventFrame('restart', {}, log.position()));
    }
    const unsubscribe = log.subscribe(onEvent);
    const keepAlive = setInterval(() => write(': keep-alive\n\n'), keepAliveMs);
    const lifetime = reserved
      ? undefined
      : setTimeout(
          () => {
            stop();
            const retry = LIFETIME_RETRY_MS + Math.floor(random() * LIFETIME_RETRY_SPREAD_MS);
            response.end(`retry: ${retry}\n\n`);
          },
          lifetimeMs - Math.floor(random() * (lifetimeMs / 5)),
        );
    let stopped = false;
    const stop = () => {
      if (stopped) return;
      stopped = true;
      clearInterval(keepAlive);
      clearTimeout(lifetime);
      unsubscribe();
      open.delete(response);
      if (reserved) return;
      const count = (byAddress.get(address) ?? 1) - 1;
      if (count > 0) byAddress.set(address, count);
      else byAddress.delete(address);
    };
    const end = (reason: string) => {
      stop();
      response.end(`retry: ${SHUTDOWN_RETRY_MS}\n\n${eventFrame('goaway', { reason }, log.position())}`);
    };
    open.set(response, end);
    if (!reserved) byAddress.set(address, (byAddress.get(address) ?? 0) + 1);
    response.once('close', stop);
  };

  return {
    serve,
    closeAll(reason) {
      closing = reason;
      for (const end of open.values()) end(reason);
    },
    count: () => open.size,
  };
}
