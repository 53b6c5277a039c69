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
 * Each event carries an id, the welcome included, so the EventSource's own
 * reconnection sends `Last-Event-ID` and resumes where it left off. The number
 * of streams is bounded; past it a client gets a goaway with a long `retry`
 * (a reconnection in 15-30 s, spread, never a storm). `closeAll` ends every
 * stream (with a goaway) when the server drains: none holds it open.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LiveEventLog, LiveLogEvent } from './live-event-log.ts';

export interface LiveStreamOptions {
  /** Streams open at once; past this a client gets a goaway. */
  maxStreams?: number;
  keepAliveMs?: number;
  /**
   * A request carrying this in RESERVED_STREAM_HEADER is never turned away: the
   * server's own subscription (start.ts), which a crowd of other
   * clients must not push out.
   */
  reservedKey?: string;
}

export interface LiveStreams {
  /** Answers the request with a stream of the log's events, until the client leaves or closeAll. */
  serve: (request: IncomingMessage, response: ServerResponse, log: LiveEventLog) => void;
  /** Ends every stream with a goaway saying why. */
  closeAll: (reason: string) => void;
  /** Streams open now. */
  count: () => number;
}

export const RESERVED_STREAM_HEADER = 'x-live-reserved';
const DEFAULT_MAX_STREAMS = 64;
const DEFAULT_KEEP_ALIVE_MS = 20_000;
/** How long a turned-away client waits before trying again: 15 s, plus up to 15 s at random. */
const TURNED_AWAY_RETRY_MS = 15_000;
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
  const keepAliveMs = options.keepAliveMs ?? DEFAULT_KEEP_ALIVE_MS;
  /** Each open stream, and how to end it. */
  const open = new Map<ServerResponse, (reason: string) => void>();

  const serve = (request: IncomingMessage, response: ServerResponse, log: LiveEventLog) => {
    const reserved =
      options.reservedKey !== undefined && request.headers[RESERVED_STREAM_HEADER] === options.reservedKey;
    response.writeHead(200, STREAM_HEADERS);
    request.socket.setNoDelay(true);
    if (open.size >= maxStreams && !reserved) {
      const retry = TURNED_AWAY_RETRY_MS + Math.floor(Math.random() * TURNED_AWAY_RETRY_MS);
      response.end(`retry: ${retry}\n\n${eventFrame('goaway', { reason: 'Too many open streams' }, log.position())}`);
      return;
    }
    // A stream ended (at shutdown, say) is not written to again, whatever timer or event comes after.
    const write = (text: string) => {
      if (!response.writableEnded) response.write(text);
    };
    const onEvent = (event: LiveLogEvent) =>
      write(
        event.type === 'message'
          ? eventFrame('message', { tags: event.tags }, event.id)
          : eventFrame('restart', {}, event.id),
      );
    write(eventFrame('welcome', {}, log.position()));
    const lastEventId = request.headers['last-event-id'];
    if (typeof lastEventId === 'string' && lastEventId !== '') {
      const missed = log.since(lastEventId);
      if (missed) for (const message of missed) onEvent({ type: 'message', ...message });
      else write(eventFrame('restart', {}, log.position()));
    }
    const unsubscribe = log.subscribe(onEvent);
    const keepAlive = setInterval(() => write(': keep-alive\n\n'), keepAliveMs);
    const stop = () => {
      clearInterval(keepAlive);
      unsubscribe();
      open.delete(response);
    };
    const end = (reason: string) => {
      stop();
      response.end(`retry: ${SHUTDOWN_RETRY_MS}\n\n${eventFrame('goaway', { reason }, log.position())}`);
    };
    open.set(response, end);
    response.once('close', stop);
  };

  return {
    serve,
    closeAll(reason) {
      for (const end of open.values()) end(reason);
    },
    count: () => open.size,
  };
}
