/**
 * How the server reads a content document to render a page: from the Sanity
 * project the build was configured with (the same settings the browser uses),
 * or else straight from the embedded content service, without an HTTP round trip.
 */
import type { DocumentType } from './documents';
import { DOCUMENT_QUERY, toContentDocument, type ContentDocument } from './queries';
import { configuredContentEnvironment, createContentClient } from './sanity-client';

export type RunQuery = (query: string, params: Record<string, unknown>) => Promise<unknown>;
export type ContentReader = (type: DocumentType) => Promise<ContentDocument>;

export function createContentReader(embedded: RunQuery): ContentReader {
  const environment = configuredContentEnvironment();
  if (!environment.projectId) return async (type) => toContentDocument(await embedded(DOCUMENT_QUERY, { type }));
  // Any origin will do: with a project id the client talks to Sanity's own hosts.
  const client = createContentClient(environment, 'https://www.sanity.io');
  return async (type) => toContentDocument(await client.fetch(DOCUMENT_QUERY, { type }));
}
