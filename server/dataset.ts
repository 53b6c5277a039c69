/**
 * The embedded dataset: content/production.ndjson (Sanity's export format, one
 * document per line): its documents, and how a version of the file is read.
 * When a new version is taken, and when it is held back, is dataset-file.ts's.
 */

export type SanityDocument = Record<string, unknown> & { _id: string; _type: string };

/** One good version of the file: what every read answers from until the next. */
export interface DatasetVersion {
  /** Published documents, in dataset order: all a public query ever reads. */
  published: SanityDocument[];
  /** Drafts (`drafts.*`), in dataset order: read only in a preview session (see drafts-perspective.ts). */
  drafts: SanityDocument[];
}

export interface LoadedDataset {
  documents: SanityDocument[];
  problems: string[];
}

/** No version of the dataset with published documents has loaded yet: there is nothing to answer from. */
export class DatasetUnavailableError extends Error {}

function isDocument(value: unknown): value is SanityDocument {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { _id, _type } = value as { _id?: unknown; _type?: unknown };
  return typeof _id === 'string' && typeof _type === 'string';
}

/** Drafts and release versions are unpublished: the public API never returns them. */
export function isPublished(document: SanityDocument): boolean {
  return isPublishedId(document._id);
}

export function isPublishedId(id: string): boolean {
  return !id.startsWith('drafts.') && !id.startsWith('versions.');
}

export function isDraft(document: SanityDocument): boolean {
  return document._id.startsWith('drafts.');
}

/** Every line read (a problem names the lines that are not documents); whether to use the result is the caller's choice. */
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

/** The last good version (a new object each time the file gives a new one); throws DatasetUnavailableError while there is none. */
export type VersionReader = () => DatasetVersion;
