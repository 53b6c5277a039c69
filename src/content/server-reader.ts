/**
 * How the server reads a content document to render a page: from the Sanity
 * project the build was configured with (the same settings the browser uses),
 * or else straight from the embedded dataset, in-process (see
 * server/document-reader.ts), so no public query can hold a page up.
 */
import type { DocumentType } from './documents';
import { DOCUMENT_QUERY, toContentDocument, type ContentDocument } from './queries';
import { configuredContentEnvironment, createContentClient } from './sanity-client';

/** The embedded content service's read of a document by type (`*[_type == $type][0]`). */
export type ReadDocument = (type: DocumentType) => Promise<unknown>;
export type ContentReader = (type: DocumentType) => Promise<ContentDocument>;

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
}

export function createContentReader(embedded: ReadDocument, options: ContentReaderOptions = {}): ContentReader {
  const timeoutMs = options.timeoutMs ?? CONTENT_READ_TIMEOUT_MS;
  const environment = configuredContentEnvironment();
  // Any origin will do: with a project id the client talks to Sanity's own hosts.
  const client = environment.projectId ? createContentClient(environment, 'https://www.sanity.io') : undefined;
  const read = (type: DocumentType) => (client ? client.fetch(DOCUMENT_QUERY, { type }) : embedded(type));
  return async (type) => toContentDocument(await within(timeoutMs, type, read(type)));
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
