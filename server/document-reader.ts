/**
 * The server's own reads, for rendering pages: a document by type, as
 * `*[_type == $type][0]` answers it (the first published document of the type,
 * in dataset order; DOCUMENT_QUERY in src/content/queries.ts), read from the
 * dataset in this thread rather than by the query workers.
 *
 * Why here and not a lane of their own in the workers, or a priority queue: there
 * are seven such reads, known in advance, each a scan of a few dozen documents
 * (microseconds), and nothing in them comes from a visitor. A priority queue
 * would still wait for a running public query, up to its deadline; a worker of
 * their own would add a boot, a message round trip and a process to replace.
 * Read here, no public query can delay a page, however many are queued or running.
 */
import type { DatasetReader } from './dataset.ts';

/** The document (a copy: no render can change what the next one reads), or null when the dataset has none of that type. */
export type DocumentReader = (type: string) => Promise<unknown>;

export function createDocumentReader(readDataset: DatasetReader): DocumentReader {
  // In a promise, so that a dataset with no documents (DatasetUnavailableError) is a failed read, not a throw.
  return (type) =>
    Promise.resolve().then(() => {
      const document = readDataset().find((candidate) => candidate._type === type);
      return document === undefined ? null : structuredClone(document);
    });
}
