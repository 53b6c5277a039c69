/** The embedded dataset's published documents, by type, for seeding a query cache in tests. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { firstPublishedOfEachType } from '../../scripts/content-snapshot';
import { parseNdjson, type SanityDocument } from '../../server/dataset';
import type { DocumentType } from '../../src/content/documents';

export function publishedDocuments(): Map<DocumentType, SanityDocument> {
  const text = readFileSync(resolve(import.meta.dirname, '../../content/production.ndjson'), 'utf8');
  return firstPublishedOfEachType(parseNdjson(text).documents);
}
