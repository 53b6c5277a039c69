/**
 * The site's own reads: a document by type, as `*[_type == $type][0]` answers
 * it (the first document of the type in dataset order, in the read's
 * perspective; DOCUMENT_QUERY in src/content/queries.ts), read from the
 * dataset in this thread rather than by the query workers, with the sync tags
 * of what it read (sync-tags.ts). The server's page renders read this way (the
 * page cache keeps the tags with the render, and a live event naming one of
 * them renders the page again), and so does the query API when a browser sends
 * that very query (site-reads.ts).
 *
 * Why here and not a lane of their own in the workers, or a priority queue: there
 * are seven such reads, known in advance, each a scan of a few dozen documents
 * (microseconds), and nothing in them comes from a visitor but which of the seven
 * types to read. A priority queue
 * would still wait for a running public query, up to its deadline; a worker of
 * their own would add a boot, a message round trip and a process to replace.
 * Read here, no public query can delay a page, however many are queued or running.
 */
import type { VersionReader } from './dataset.ts';
import { documentsIn } from './drafts-perspective.ts';
import { syncTagsOf, type Perspective, type SyncTag } from './sync-tags.ts';

export interface DocumentRead {
  /** The document (a copy: no render can change what the next one reads), or null when there is none of that type. */
  result: unknown;
  syncTags: SyncTag[];
}

export type DocumentReader = (type: string, options?: { perspective?: Perspective }) => Promise<DocumentRead>;

export function createDocumentReader(readVersion: VersionReader): DocumentReader {
  // In a promise, so that a dataset with no documents (DatasetUnavailableError) is a failed read, not a throw.
  return (type, { perspective = 'published' } = {}) =>
    Promise.resolve().then(() => {
      const document = documentsIn(readVersion(), perspective).find((candidate) => candidate._type === type);
      const result = document === undefined ? null : structuredClone(document);
      return { result, syncTags: syncTagsOf(result, perspective) };
    });
}
