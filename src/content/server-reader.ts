/**
 * How the server reads a content document to render a page: from the Sanity
 * project the build was configured with (the same settings the browser uses),
 * or else straight from the embedded dataset, in-process (see
 * server/document-reader.ts), so no public query can hold a page up. Either
 * way with the sync tags of what it read: the server keeps them with the
 * render, and renders again when a live event names one of them.
 */
import type { DocumentType } from './documents';
import { DOCUMENT_QUERY, toContentDocument, type ContentDocument } from './queries';
import { configuredContentEnvironment, createContentClient } from './sanity-client';

export interface ContentRead {
  document: ContentDocument;
  /** The sync tags (`s1:…`) of the content the read depended on. */
  syncTags: string[];
}

/** The embedded content service's read of a document by type (`*[_type == $type][0]`), in a perspective. */
export type ReadDocument = (
  type: DocumentType,
  options: { perspective: 'published' | 'drafts' },
) => Promise<{ result: unknown; syncTags: string[] }>;
export type ContentReader = (type: DocumentType) => Promise<ContentRead>;

/**
 * A page waits this long for its content, then renders without it (its last
 * good render, or its loading state: see server/page-responder.ts). Sanity's
 * client alone may retry for half a minute; a visitor will not wait that long.
 */
export const CONTENT_READ_TIMEOUT_MS = 2000;

export class ContentReadTimeoutError extends Error {}

export interface ContentReaderOptions {
  /** Defaults to CONTENT_READ_TIMEOUT_MS; the build, which has no visitor waiting, may allow more. */
  timeoutMs?: number;
  /** Drafts over published documents: a preview session's pages (with Sanity, this needs `token`). */
  drafts?: boolean;
  /** Sanity only: SANITY_API_READ_TOKEN, which drafts need. Server-side: it never reaches a page. */
  token?: string | undefined;
  /** Sanity only: false reads the API itself, never its CDN (the build does). */
  useCdn?: boolean;
  /** The id of the latest live event the server has seen: Sanity's CDN then answers no older than that event. */
  lastLiveEventId?: () => string | undefined;
}

export function createContentReader(embedded: ReadDocument, options: ContentReaderOptions = {}): ContentReader {
  const timeoutMs = options.timeoutMs ?? CONTENT_READ_TIMEOUT_MS;
  const environment = configuredContentEnvironment();
  const perspective = options.drafts ? 'drafts' : 'published';
  // Any origin will do: with a project id the client talks to Sanity's own hosts.
  const access = { drafts: options.drafts ?? false, token: options.token, useCdn: options.useCdn };
  const client = environment.projectId ? createContentClient(environment, 'https://www.sanity.io', access) : undefined;
  const read = async (type: DocumentType) => {
    if (!client) return embedded(type, { perspective });
    const lastLiveEventId = options.lastLiveEventId?.();
    const { result, syncTags = [] } = await client.fetch<unknown>(
      DOCUMENT_QUERY,
      { type },
      { filterResponse: false, ...(lastLiveEventId ? { lastLiveEventId } : {}) },
    );
    return { result, syncTags };
  };
  return async (type) => {
    const { result, syncTags } = await within(timeoutMs, type, read(type));
    return { document: toContentDocument(result), syncTags };
  };
}

function within<T>(timeoutMs: number, type: DocumentType, reading: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new ContentReadTimeoutError(`Reading the ${type} content took longer than ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  return Promise.race([reading, timeout]).finally(() => clearTimeout(timer));
}
