/**
 * A preview session's drafts API when the site reads a Sanity project: the
 * browser's queries and its live event stream go to the site's server
 * (preview-api.ts), which reads Sanity with SANITY_API_READ_TOKEN. The token
 * stays on the server: no page, script or answer carries it.
 *
 * Queries are forwarded with the token in the drafts perspective, never
 * through the API CDN. Events come from one subscription to Sanity's
 * `live.events({ includeDrafts: true })`, opened with the first preview stream
 * and relayed through a log (live-event-log.ts), so a browser that reconnects
 * with Last-Event-ID is answered as the embedded service answers it.
 */
import type { SanityClient } from '@sanity/client';
import type { ContentHandler } from './content-service.ts';
import { PRIVATE_HEADERS } from './content-service.ts';
import { createLiveEventLog } from './live-event-log.ts';
import { createLiveStreams, PREVIEW_STREAM_BOUNDS } from './live-event-streams.ts';
import { followLiveEvents, liveEventsOf, type LiveFollower } from './live-follower.ts';
import {
  datasetNotFound,
  decodeSafely,
  HttpError,
  LIVE_EVENTS_PATH,
  QUERY_PATH,
  readQueryRequest,
  sendError,
  sendJson,
} from './query-http.ts';

export interface SanityDrafts {
  handle: ContentHandler;
  /** Ends the browsers' streams and the subscription to Sanity (the server is draining). */
  close: () => void;
}

const MAX_BODY_BYTES = 256 * 1024;

/** `client`: the project's, with the read token and the drafts perspective (createContentClient's ServerAccess). */
export function createSanityDrafts(client: SanityClient): SanityDrafts {
  const dataset = client.config().dataset ?? 'production';
  const log = createLiveEventLog();
  const streams = createLiveStreams(PREVIEW_STREAM_BOUNDS);
  let upstream: LiveFollower | undefined;

  const follow = () =>
    (upstream ??= followLiveEvents({
      name: 'drafts for preview sessions',
      connect: liveEventsOf(client, { includeDrafts: true, tag: 'preview' }),
      onMessage: (event) => log.append(event.tags, event.id),
      onRestart: (id) => log.restart(id),
    }));

  const handle: ContentHandler = (request, response, next) => {
    const url = new URL(request.url ?? '/', 'http://content.local');
    const query = QUERY_PATH.exec(url.pathname);
    const live = query ? null : LIVE_EVENTS_PATH.exec(url.pathname);
    if (!query && !live) return next();
    const named = decodeSafely((query ?? live)?.[1] ?? '');
    if (named !== dataset) return void sendError(response, datasetNotFound(named), PRIVATE_HEADERS);
    if (live) {
      follow();
      return streams.serve(request, response, log);
    }
    const started = performance.now();
    readQueryRequest(request, url, MAX_BODY_BYTES)
      .then(({ query: text, params }) =>
        client.fetch<unknown>(text, params, { filterResponse: false, returnQuery: false }),
      )
      .then(({ result, syncTags = [] }) =>
        sendJson(response, 200, JSON.stringify({ ms: Math.round(performance.now() - started), result, syncTags }), {
          headers: PRIVATE_HEADERS,
        }),
      )
      .catch((error: unknown) => sendError(response, asHttpError(error), PRIVATE_HEADERS))
      .catch(() => response.destroy());
  };

  return {
    handle,
    close() {
      streams.closeAll('The server is shutting down');
      upstream?.stop();
    },
  };
}

/** Sanity's own answer to a query it refused (a parse error, say), passed on as it gave it; anything else is ours. */
function asHttpError(error: unknown): unknown {
  if (error instanceof HttpError || typeof error !== 'object' || error === null) return error;
  const status: unknown = Reflect.get(error, 'statusCode');
  const body: unknown = Reflect.get(Reflect.get(error, 'response') ?? {}, 'body');
  if (typeof status !== 'number' || typeof body !== 'object' || body === null) return error;
  return new HttpError(status, { ...body });
}
