/**
 * A preview session in the browser: loaded (a dynamic import, src/client/start.tsx) only when the
 * server says the page is a preview (its state's `preview`), so no ordinary visitor downloads it.
 *
 * - Content is read through the site's server (PREVIEW_API_PATH), which reads drafts with what only
 *   it holds (the session cookie, and with Sanity its token): for the open page and every page the
 *   editor opens in the app.
 * - It follows edits: the server's drafts event stream (the real client's `live.events()`) names the
 *   sync tags of each change; the open page reads again the documents whose tags it names, and
 *   re-renders in place. A document whose tags are not known yet (read in the app) is read again on
 *   any change. A restart reads them all again.
 *
 * Ordinary visitors do not follow live (docs/publishing-and-preview.md): their page stays as it
 * loaded, and the next page load is as fresh as the server.
 *
 * The banner's Exit preview needs nothing from here: it is a form that posts to the server
 * (src/shell/PreviewBanner.tsx), and no script of the app intercepts a form or a link.
 */
import { createClient, type SanityClient } from '@sanity/client';
import type { QueryClient } from '@tanstack/react-query';
import { DOCUMENT_TYPES, type DocumentType } from '../content/documents';
import { contentQueries, DOCUMENT_QUERY, toContentDocument } from '../content/queries';
import {
  configuredContentEnvironment,
  DEFAULT_API_VERSION,
  DEFAULT_DATASET,
  REQUEST_TIMEOUT_MS,
  setContentClient,
} from '../content/sanity-client';
import type { PageState } from '../page-state';
import { PREVIEW_API_PATH } from './paths';

export function followDrafts(queryClient: QueryClient, preview: NonNullable<PageState['preview']>): void {
  const client = createPreviewClient();
  setContentClient(client);
  const tagsByType = new Map(Object.entries(preview.syncTags));
  // Anything read before this client was in place (a link's prefetch, say) was published content.
  queryClient.removeQueries({
    queryKey: ['content'],
    predicate: (query) => !tagsByType.has(String(query.queryKey[1])),
  });
  /** The latest read of each type: an answer to an older one, arriving late, is dropped. */
  const latestRead = new Map<DocumentType, number>();

  const readAgain = (eventId: string, due: (type: DocumentType) => boolean) => {
    for (const query of queryClient.getQueryCache().findAll({ queryKey: ['content'] })) {
      const type = DOCUMENT_TYPES.find((candidate) => candidate === query.queryKey[1]);
      if (!type || !due(type)) continue;
      const read = (latestRead.get(type) ?? 0) + 1;
      latestRead.set(type, read);
      client.fetch(DOCUMENT_QUERY, { type }, { filterResponse: false, lastLiveEventId: eventId }).then(
        ({ result, syncTags = [] }) => {
          if (latestRead.get(type) !== read) return;
          tagsByType.set(type, syncTags);
          queryClient.setQueryData(contentQueries[type].queryKey, toContentDocument(result));
        },
        (error: unknown) => console.error(`Preview: the ${type} draft could not be read again:`, error),
      );
    }
  };

  client.live.events({ includeDrafts: true, tag: 'preview' }).subscribe({
    next(event) {
      if (event.type === 'restart') readAgain(event.id, () => true);
      if (event.type !== 'message') return;
      const changed = new Set<string>(event.tags);
      readAgain(event.id, (type) => tagsByType.get(type)?.some((tag) => changed.has(tag)) ?? true);
    },
    error: (error: unknown) => console.error('Preview: edits are no longer followed; reload to see new ones.', error),
  });
}

/** Drafts, read through the site's server (never Sanity's CDN, never a token in the browser). */
function createPreviewClient(): SanityClient {
  const environment = configuredContentEnvironment();
  return createClient({
    apiHost: `${window.location.origin}${PREVIEW_API_PATH}`,
    useProjectHostname: false,
    dataset: environment.dataset || DEFAULT_DATASET,
    apiVersion: environment.apiVersion || DEFAULT_API_VERSION,
    perspective: 'drafts',
    useCdn: false,
    // The session cookie: same origin, HttpOnly, sent by the browser and read by the server alone.
    withCredentials: true,
    timeout: REQUEST_TIMEOUT_MS,
  });
}
