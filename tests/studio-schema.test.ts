// @vitest-environment node
/**
 * The Studio (studio/) and the site's content model (src/content/model.ts)
 * cannot drift: they agree field by field, from both sides, on names, nesting,
 * lists and scalar kinds. The Studio's schema is plain data, so this runs
 * without the Studio's dependencies. The last block proves a rename on either
 * side fails the comparison.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseNdjson } from '../server/dataset';
import { DOCUMENT_TYPES } from '../src/content/documents';
import { CONTENT_MODEL } from '../src/content/model';
import { ICON_NAMES, isKnownIcon } from '../src/lib/icons';
import { z } from '../src/lib/zod';
import { DOCUMENT_SCHEMAS } from '../studio/schema';
import { ICON_CHOICES } from '../studio/schema/icons';
import type { DocumentSchema, Field } from '../studio/schema/types';
import { renameSiteField, renameStudioField } from './support/rename-field';
import { compareShapes, siteShape, studioShape } from './support/schema-shapes';
import { studioProblems } from './support/studio-rules';

function studioSchema(type: string): DocumentSchema {
  const schema = DOCUMENT_SCHEMAS.find((candidate) => candidate.name === type);
  if (!schema) throw new Error(`the Studio has no "${type}" document`);
  return schema;
}

const differences = (site: z.core.$ZodType, studio: Field[]) => compareShapes(siteShape(site), studioShape(studio));

describe('the Studio schema and the site content model', () => {
  it('have the same seven document types', () => {
    expect(DOCUMENT_SCHEMAS.map((schema) => schema.name).sort()).toEqual([...DOCUMENT_TYPES].sort());
  });

  it.each(DOCUMENT_TYPES)('agree on every field of "%s", from both sides', (type) => {
    expect(differences(CONTENT_MODEL[type], studioSchema(type).fields)).toEqual([]);
  });

  it('put every top-level field in one of its document tabs', () => {
    for (const schema of DOCUMENT_SCHEMAS) {
      const tabs = new Set(schema.groups.map((group) => group.name));
      for (const field of schema.fields) expect(tabs, `${schema.name}.${field.name}`).toContain(field.group);
    }
  });

  it('offer exactly the icon names the icon map knows, plus the spec spellings it resolves', () => {
    const offered = ICON_CHOICES.map((choice) => choice.value);
    expect(offered.filter((name) => ICON_NAMES.some((known) => known === name)).sort()).toEqual([...ICON_NAMES].sort());
    for (const name of offered) expect(isKnownIcon(name), name).toBe(true);
  });
});

describe('the shipped dataset in the Studio', () => {
  const { documents } = parseNdjson(readFileSync(resolve(import.meta.dirname, '../content/production.ndjson'), 'utf8'));

  it('keeps each document at the singleton id the Studio opens: the type name', () => {
    for (const document of documents) expect(document._id.replace(/^drafts\./, '')).toBe(document._type);
  });

  it.each(documents.map((document) => [document._id, document] as const))(
    'opens "%s" with no validation problems and no unknown fields',
    (_id, document) => {
      expect(studioProblems(studioSchema(document._type).fields, document)).toEqual([]);
    },
  );
});

describe('the comparison (proof that drift fails the test)', () => {
  const reputationQuote = ['reputation', 'testimonials', 'quote'];

  it('fails when the site renames a field', () => {
    const renamed = renameSiteField(CONTENT_MODEL.whoWeAre, reputationQuote, 'citation');
    expect(differences(renamed, studioSchema('whoWeAre').fields)).toEqual([
      'reputation.testimonials[].citation: the site reads it, the Studio has no such field',
      "reputation.testimonials[].quote: the Studio has it, the site's content model does not",
    ]);
  });

  it('fails when the Studio renames a field', () => {
    const renamed = renameStudioField(studioSchema('whoWeAre').fields, reputationQuote, 'citation');
    expect(differences(CONTENT_MODEL.whoWeAre, renamed)).toEqual([
      'reputation.testimonials[].quote: the site reads it, the Studio has no such field',
      "reputation.testimonials[].citation: the Studio has it, the site's content model does not",
    ]);
  });

  it('fails when a top-level field is renamed on either side', () => {
    const site = renameSiteField(CONTENT_MODEL.contactPage, ['getInTouchTitle'], 'getInTouchHeading');
    const studio = renameStudioField(studioSchema('contactPage').fields, ['getInTouchTitle'], 'getInTouchHeading');
    expect(differences(site, studioSchema('contactPage').fields)).toHaveLength(2);
    expect(differences(CONTENT_MODEL.contactPage, studio)).toHaveLength(2);
  });

  it('fails when a scalar kind, a list or the nesting differs', () => {
    const site = z.object({ count: z.number(), lines: z.array(z.string()), hero: z.object({ title: z.string() }) });
    const studio: Field[] = [
      { name: 'count', title: 'Count', type: 'string' },
      { name: 'lines', title: 'Lines', type: 'text' },
      { name: 'hero', title: 'Hero', type: 'object', fields: [{ name: 'heading', title: 'Heading', type: 'string' }] },
    ];
    expect(differences(site, studio)).toEqual([
      'count: the site reads number, the Studio stores string',
      'lines: the site reads list, the Studio stores string',
      'hero.title: the site reads it, the Studio has no such field',
      "hero.heading: the Studio has it, the site's content model does not",
    ]);
  });

  it('fails when the Studio requires a field the site treats as optional', () => {
    const site = z.object({ buttonText: z.string().optional() });
    const studio: Field[] = [
      { name: 'buttonText', title: 'Button text', type: 'string', validation: (rule) => rule.required() },
    ];
    expect(differences(site, studio)).toEqual(['buttonText: the Studio requires it, the site treats it as optional']);
  });

  it('refuses a photo from an origin the site’s CSP would not show, and takes the two it allows', () => {
    const associate = (url: string) => ({ associates: [{ name: 'A', profileImage: { asset: { url } } }] });
    const fields = studioSchema('ourAssociates').fields;
    expect(studioProblems(fields, associate('https://example.org/jane.jpg')).join('\n')).toMatch(
      /^associates\[0\]\.profileImage\.asset\.url: Use a path on this site .* or an https:\/\/cdn\.sanity\.io\/ address/m,
    );
    for (const url of ['/images/people/jane.jpg', 'https://cdn.sanity.io/images/p/production/jane-400x400.jpg']) {
      expect(studioProblems(fields, associate(url)).join('\n')).not.toMatch(/profileImage/);
    }
  });

  it('reports a broken link, a wrong icon and a missing title in a document', () => {
    const fields = studioSchema('ourAssociates').fields;
    const broken = {
      joinUs: { title: '', buttonLink: 'javascript:alert(1)' },
      associates: [{ name: 'A', initials: 'ABCD' }],
    };
    const problems = studioProblems(fields, broken).join('\n');
    expect(problems).toMatch(/^joinUs\.title: required$/m);
    expect(problems).toMatch(/^joinUs\.buttonLink: Use a page of this site/m);
    expect(problems).toMatch(/^associates\[0\]\.initials: above 3$/m);
    const contact = { contactDetails: [{ title: 'Email', icon: 'Rocket' }] };
    expect(studioProblems(studioSchema('contactPage').fields, contact)).toContain(
      'contactDetails[0].icon: Pick an icon from the list.',
    );
  });
});
