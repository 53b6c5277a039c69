/**
 * The embedded dataset: content/production.ndjson (Sanity's export format, one
 * document per line). Re-read when the file changes, so edits show up without
 * a restart. A malformed line is skipped with a warning, never fatal.
 */
import { readFileSync, statSync } from 'node:fs';

export type SanityDocument = Record<string, unknown> & { _id: string; _type: string };

export interface LoadedDataset {
  documents: SanityDocument[];
  problems: string[];
}

function isDocument(value: unknown): value is SanityDocument {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { _id, _type } = value as { _id?: unknown; _type?: unknown };
  return typeof _id === 'string' && typeof _type === 'string';
}

/** Drafts and release versions are unpublished: the public API never returns them. */
export function isPublished(document: SanityDocument): boolean {
  return !document._id.startsWith('drafts.') && !document._id.startsWith('versions.');
}

export function parseNdjson(text: string): LoadedDataset {
  const documents: SanityDocument[] = [];
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    try {
      const value: unknown = JSON.parse(line);
      if (isDocument(value)) documents.push(value);
      else problems.push(`line ${index + 1}: not a document (needs string _id and _type)`);
    } catch (error) {
      problems.push(`line ${index + 1}: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  return { documents, problems };
}

export function createDatasetReader(file: string): () => SanityDocument[] {
  let loadedAt = -1;
  let published: SanityDocument[] = [];
  return () => {
    let modified: number;
    try {
      modified = statSync(file).mtimeMs;
    } catch {
      if (loadedAt !== 0) console.warn(`[content] dataset ${file} not found; answering with no documents`);
      loadedAt = 0;
      published = [];
      return published;
    }
    if (modified !== loadedAt) {
      const { documents, problems } = parseNdjson(readFileSync(file, 'utf8'));
      for (const problem of problems) console.warn(`[content] ${file} ${problem} (skipped)`);
      published = documents.filter(isPublished);
      loadedAt = modified;
    }
    return published;
  };
}
