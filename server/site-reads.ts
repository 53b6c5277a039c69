/**
 * The site's own content reads, recognised on the query API: the one query
 * the browser sends (`*[_type == $type][0]`, DOCUMENT_QUERY in
 * src/content/queries.ts) with one of the seven document types as its only
 * parameter, exactly as @sanity/client sends it. The content service answers
 * these in this thread, from the dataset version in use (document-reader.ts,
 * as page renders read), never through the query workers: however many costly
 * public queries are queued or running, a visitor's navigation, a prefetch or
 * a preview re-read is answered in a millisecond or two, and never refused.
 *
 * Only this exact text: any other query, however similar (another spacing, a
 * projection), is a public query like any other and goes to the workers.
 */
import { DOCUMENT_TYPES, type DocumentType } from '../src/content/documents.ts';

/** DOCUMENT_QUERY (src/content/queries.ts, which a test holds this to): not imported, it would bring the query cache along. */
export const SITE_QUERY = '*[_type == $type][0]';

const SITE_TYPES: ReadonlySet<string> = new Set(DOCUMENT_TYPES);

/** The document type the site's own read asks for, or undefined for any other query. */
export function siteReadType(query: string, params: Record<string, unknown>): DocumentType | undefined {
  if (query !== SITE_QUERY) return undefined;
  const names = Object.keys(params);
  if (names.length !== 1 || typeof params.type !== 'string' || !SITE_TYPES.has(params.type)) return undefined;
  return DOCUMENT_TYPES.find((type) => type === params.type);
}
