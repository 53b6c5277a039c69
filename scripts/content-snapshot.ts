/**
 * The documents `npm run check:content` checks, read the way the site reads
 * them: per type the first published document (`*[_type == $type][0]`; drafts
 * and release versions never), from the embedded ndjson or from the Sanity
 * project the environment configures.
 */
import { readFileSync } from 'node:fs';
import { isPublished, parseNdjson, type SanityDocument } from '../server/dataset';
import { DOCUMENT_TYPES, type DocumentType } from '../src/content/documents';
import { DOCUMENT_QUERY, toContentDocument } from '../src/content/queries';
import { createContentClient, DEFAULT_DATASET, type ContentEnvironment } from '../src/content/sanity-client';
import type { ContentDocuments } from '../src/manifests/content-contract';

export interface ContentSnapshot {
  /** What was read, for the summary line: a file, or a Sanity project and dataset. */
  source: string;
  documents: ContentDocuments;
  /** Lines of the file that could not be read; the content service skips them too. */
  warnings: string[];
}

/** Per type, the first published document in dataset order: what the content service answers. */
export function firstPublishedOfEachType(documents: SanityDocument[]): Map<DocumentType, SanityDocument> {
  const byType = new Map<DocumentType, SanityDocument>();
  for (const document of documents.filter(isPublished)) {
    const type = DOCUMENT_TYPES.find((candidate) => candidate === document._type);
    if (type && !byType.has(type)) byType.set(type, document);
  }
  return byType;
}

export function readEmbeddedSnapshot(file: string, label = file): ContentSnapshot {
  const { documents, problems } = parseNdjson(readFileSync(file, 'utf8'));
  return { source: label, documents: firstPublishedOfEachType(documents), warnings: problems };
}

export async function readSanitySnapshot(environment: ContentEnvironment): Promise<ContentSnapshot> {
  // Any origin will do: with a project id the client talks to Sanity's own hosts (published perspective).
  const client = createContentClient(environment, 'https://www.sanity.io');
  const documents = new Map<DocumentType, Record<string, unknown>>();
  for (const type of DOCUMENT_TYPES) {
    const document = toContentDocument(await client.fetch(DOCUMENT_QUERY, { type }));
    if (document) documents.set(type, document);
  }
  const dataset = environment.dataset || DEFAULT_DATASET;
  return { source: `Sanity project ${environment.projectId ?? ''}, dataset ${dataset}`, documents, warnings: [] };
}
