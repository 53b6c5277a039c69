/** The embedded dataset's published documents, by type, for seeding a query cache in tests. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseNdjson, isPublished, type SanityDocument } from '../../server/dataset';
import { DOCUMENT_TYPES, type DocumentType } from '../../src/content/documents';

export function publishedDocuments(): Map<DocumentType, SanityDocument> {
  const text = readFileSync(resolve(import.meta.dirname, '../../content/production.ndjson'), 'utf8');
  const byType = new Map<DocumentType, SanityDocument>();
  for (const document of parseNdjson(text).documents.filter(isPublished)) {
    const type = DOCUMENT_TYPES.find((candidate) => candidate === document._type);
    if (type && !byType.has(type)) byType.set(type, document);
  }
  return byType;
}
