/**
 * One queryOptions per document type, all under the ['content'] key prefix.
 * The five about pages share the whoWeAre read; the six service pages share whatWeDo.
 */
import { QueryCache, QueryClient, queryOptions } from '@tanstack/react-query';
import { DOCUMENT_TYPES, type DocumentType } from './documents';

export const DOCUMENT_QUERY = '*[_type == $type][0]';
export const FRESH_MS = 5 * 60 * 1000;
export const KEEP_MS = 10 * 60 * 1000;

/** A document as read: any JSON object, or null when the dataset has none. */
export type ContentDocument = Record<string, unknown> | null;

export function toContentDocument(result: unknown): ContentDocument {
  return typeof result === 'object' && result !== null && !Array.isArray(result) ? { ...result } : null;
}

function documentQuery(type: DocumentType) {
  return queryOptions({
    queryKey: ['content', type] as const,
    queryFn: async ({ signal }): Promise<ContentDocument> => {
      // Loaded on the first read: fixed-copy pages never download the client.
      const { getContentClient } = await import('./sanity-client');
      return toContentDocument(await getContentClient().fetch(DOCUMENT_QUERY, { type }, { signal }));
    },
    staleTime: FRESH_MS,
    gcTime: KEEP_MS,
  });
}

export const contentQueries = Object.fromEntries(DOCUMENT_TYPES.map((type) => [type, documentQuery(type)])) as {
  [Type in DocumentType]: ReturnType<typeof documentQuery>;
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Spec: a failed read is logged for developers and never shown to visitors as an error.
    queryCache: new QueryCache({
      onError: (error, query) => console.error(`Content read failed for ${JSON.stringify(query.queryKey)}:`, error),
    }),
    defaultOptions: {
      queries: {
        // Retries happen once, in @sanity/client (429/502/503), not again here.
        retry: false,
        staleTime: FRESH_MS,
        gcTime: KEEP_MS,
        refetchOnWindowFocus: false,
      },
    },
  });
}
