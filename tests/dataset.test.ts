// @vitest-environment node
/** The embedded dataset is complete: every field of spec point 3, in every document type. */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseNdjson } from '../server/dataset';
import { getPath } from '../src/page/resolve-section-input';
import { DOCUMENT_TYPES } from '../src/content/documents';
import { emptyFields } from '../src/content/model-completeness';
import { CONTENT_MODEL } from '../src/content/model';

const { documents, problems } = parseNdjson(
  readFileSync(resolve(import.meta.dirname, '../content/production.ndjson'), 'utf8'),
);
const published = documents.filter((document) => !document._id.startsWith('drafts.'));

interface CaseStudiesSection {
  type: string;
  from?: { items?: string };
  props?: { items?: { slug?: string }[] };
}
interface Manifest {
  route?: string;
  content?: { document: string; path?: string };
  sections?: CaseStudiesSection[];
}

/** The case-study anchors (case-<slug>) each route shows, from its fixed copy and its bound content. */
function caseStudyAnchors(): Map<string, string[]> {
  const directory = resolve(import.meta.dirname, '../page-manifests');
  const anchors = new Map<string, string[]>();
  for (const name of readdirSync(directory).filter(
    (file) => file.endsWith('.json') && file !== 'manifest.schema.json',
  )) {
    const manifest = JSON.parse(readFileSync(resolve(directory, name), 'utf8')) as Manifest;
    if (!manifest.route || !manifest.sections) continue;
    const document = published.find((candidate) => candidate._type === manifest.content?.document);
    const pageContent = manifest.content?.path ? getPath(document, manifest.content.path) : document;
    const slugs = manifest.sections
      .filter((section) => section.type === 'caseStudies')
      .flatMap((section) => {
        const bound = section.from?.items ? getPath(pageContent, section.from.items) : undefined;
        const items = (Array.isArray(bound) ? bound : (section.props?.items ?? [])) as { slug?: string }[];
        return items.flatMap((item) => (item.slug ? [`case-${item.slug}`] : []));
      });
    anchors.set(manifest.route, slugs);
  }
  return anchors;
}

describe('content/production.ndjson', () => {
  it('parses line by line without problems', () => {
    expect(problems).toEqual([]);
  });

  it.each(DOCUMENT_TYPES)('has exactly one published "%s" document, matching the content model', (type) => {
    const matches = published.filter((document) => document._type === type);
    expect(matches).toHaveLength(1);
    const result = CONTENT_MODEL[type].safeParse(matches[0]);
    expect(
      result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    ).toEqual([]);
  });

  it.each(DOCUMENT_TYPES)('fills every field of "%s"', (type) => {
    const document = published.find((candidate) => candidate._type === type);
    expect(emptyFields(CONTENT_MODEL[type], document)).toEqual([]);
  });

  it('links only to pages of the site, and to case studies those pages show', () => {
    const text = JSON.stringify(published);
    const links = [...text.matchAll(/"(?:href|buttonLink|link)":"([^"]*)"/g)].map((match) => match[1] ?? '');
    expect(links.length).toBeGreaterThan(10);
    const anchors = caseStudyAnchors();
    for (const link of links) {
      expect(link).toMatch(/^\/[a-z-/]*(?:#case-[a-z0-9-]+)?$/);
      const [route = '', anchor] = link.split('#');
      if (anchor) expect(anchors.get(route) ?? [], link).toContain(anchor);
    }
  });
});

describe('dataset parsing', () => {
  it('skips a malformed line and keeps the others', () => {
    const { documents: kept, problems: found } = parseNdjson(
      '{"_id":"a","_type":"home"}\n{broken\n{"_id":"b","_type":"resourcing"}\n',
    );
    expect(kept.map((document) => document._id)).toEqual(['a', 'b']);
    expect(found[0]).toMatch(/^line 2:/);
  });
});
