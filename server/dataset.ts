/**
 * The embedded dataset: content/production.ndjson (Sanity's export format, one
 * document per line). Re-read when the file changes, so edits show up without
 * a restart, and replaced atomically: a version that does not parse in full
 * (a file truncated mid-line, say, or caught half-written), has no published
 * documents, or is missing leaves the last good version in place. Content must
 * never turn into "No data available" because a file was being copied.
 */
import { readFileSync, statSync } from 'node:fs';

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

export interface DatasetReaderOptions {
  /** Where a refused or missing version is reported, once per version; the default is console.warn. */
  report?: (message: string) => void;
  /** A good version read elsewhere (a query worker gets the server's): answered from until the file gives a good one. */
  lastGood?: DatasetVersion | undefined;
}

/** The published documents of the last good version; throws DatasetUnavailableError while there is none. */
export type DatasetReader = () => SanityDocument[];
/** The last good version (a new object each time the file gives a new one); throws DatasetUnavailableError while there is none. */
export type VersionReader = () => DatasetVersion;

export function createDatasetReader(file: string, options: DatasetReaderOptions = {}): DatasetReader {
  const readVersion = createVersionReader(file, options);
  return () => readVersion().published;
}

export function createVersionReader(file: string, options: DatasetReaderOptions = {}): VersionReader {
  const report = options.report ?? ((message: string) => console.warn(message));
  let good: { dataset: DatasetVersion; version: string } | undefined = options.lastGood
    ? { dataset: options.lastGood, version: 'given' }
    : undefined;
  /** The version last looked at (inode, modified time and size), loaded or refused: each is read and reported once. */
  let seen: string | undefined;

  const refuse = (version: string, reason: string) => {
    seen = version;
    report(
      good
        ? `[content] ${file} ${reason}: still answering from the last good version (${good.dataset.published.length} documents).`
        : `[content] ${file} ${reason}: no documents to answer with; pages show their loading state until it loads.`,
    );
  };

  const load = (version: string) => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      return refuse(version, `could not be read (${error instanceof Error ? error.message : String(error)})`);
    }
    const { documents, problems } = parseNdjson(text);
    if (problems.length > 0) {
      const more = problems.length > 3 ? ` and ${problems.length - 3} more` : '';
      return refuse(version, `was not loaded: ${problems.slice(0, 3).join('; ')}${more}`);
    }
    const published = documents.filter(isPublished);
    if (published.length === 0) return refuse(version, 'has no published documents');
    if (good) report(`[content] ${file} reloaded: ${published.length} published documents.`);
    good = { dataset: { published, drafts: documents.filter(isDraft) }, version };
    seen = version;
  };

  return () => {
    let version: string;
    try {
      const stats = statSync(file);
      // The inode too: a file renamed into place may keep the size and modified time of the one it replaces.
      version = `${stats.ino}:${stats.mtimeMs}:${stats.size}`;
    } catch {
      version = 'missing';
    }
    if (version !== seen) {
      if (version === 'missing') refuse(version, 'is missing');
      else load(version);
    }
    if (!good)
      throw new DatasetUnavailableError("The dataset has no documents to answer with (the server's log says why)");
    return good.dataset;
  };
}
