// @vitest-environment node
/**
 * Our copy agrees with itself: the figures and promises a visitor reads on one page are the ones every
 * other page gives, and the copy that is ours is in UK English. The spec's own wording is fixed copy and
 * stays as the spec spells it (the allowed phrases below).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishedDocuments } from './support/dataset';

const root = resolve(import.meta.dirname, '..');
const readJson = (path: string): unknown => JSON.parse(readFileSync(resolve(root, path), 'utf8'));

/** Every string in a value, with where it sits: "page-manifests/buy.json sections.6.props.description". */
function stringsOf(value: unknown, where: string): { where: string; text: string }[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${where}.${index}`));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, `${where}.${key}`));
  return [];
}

const manifestFiles = readdirSync(resolve(root, 'page-manifests'))
  .filter((name) => name.endsWith('.json') && name !== 'manifest.schema.json')
  .map((name) => `page-manifests/${name}`);
const fixtureFiles = readdirSync(resolve(root, 'section-registry'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => `section-registry/${entry.name}/fixture.json`);

/** The copy that is ours to word: the published dataset, the manifests' fixed copy and the fixtures. */
const copy = [
  ...[...publishedDocuments()].flatMap(([type, document]) => stringsOf(document, `dataset ${type}`)),
  ...[...manifestFiles, ...fixtureFiles].flatMap((file) => stringsOf(readJson(file), file)),
  // Paths and link targets are addresses, not prose (the spec fixes /services/organizational-design).
].filter(({ text }) => !/^(\/|https?:|mailto:|tel:|\.\/)/.test(text));

describe('our copy agrees with itself', () => {
  it('promises one reply time everywhere: one working day', () => {
    const promises = copy.flatMap(({ where, text }) =>
      [...text.matchAll(/\b(?:respond|reply|acknowledge|come back|get back)\b[^.]*?\bwithin ([^.]+)/gi)].map(
        (match) => `${where}: ${match[1]}`,
      ),
    );
    // Home, contact cards, the form, the CTA band, the buy page and the terms all make the promise.
    expect(promises.length).toBeGreaterThanOrEqual(4);
    const privacyRights = /one month/; // the UK GDPR's deadline for a rights request, a different promise
    expect(promises.filter((promise) => !privacyRights.test(promise) && !/one working day$/.test(promise))).toEqual([]);
  });

  it("gives the about page's figures as the home page and at-a-glance give them", () => {
    const overview = (publishedDocuments().get('whoWeAre')?.overview ?? {}) as {
      stats?: { value: number; suffix: string; label: string }[];
    };
    const figures = (overview.stats ?? []).map((stat) => `${stat.value}${stat.suffix} ${stat.label}`);
    // Spec: home 25+ years and 98% satisfaction; at a glance 500+ clients and 50+ consultants.
    expect(figures).toEqual([
      '25+ Years of experience',
      '500+ Clients served',
      '50+ Expert consultants',
      '98% Client satisfaction',
    ]);
  });
});

/** US spellings, and the spec's wording that keeps them: route names, tile names and button labels. */
const US_SPELLING =
  /\b(?:[a-z]+(?:iz|yz)(?:e|es|ed|er|ers|ing|ation|ations|ational)|behaviors?|colors?|centers?|enroll\w*|programs?|favor\w*|honor\w*|labors?|catalogs?|toward|fulfill|analog)\b/gi;
const NOT_US = /^(?:\w*size[sd]?|prize[sd]?|seize[sd]?|citizens?)$/i;
const SPEC_WORDING = ['Organizational Design', 'Contract Finalization', 'Enroll Now'];

describe('UK spelling', () => {
  it('is used wherever the copy is ours', () => {
    const found = copy.flatMap(({ where, text }) => {
      const ours = SPEC_WORDING.reduce((rest, phrase) => rest.replaceAll(phrase, ''), text);
      return [...ours.matchAll(US_SPELLING)]
        .map(([word]) => word)
        .filter((word) => !NOT_US.test(word))
        .map((word) => `${where}: ${word}`);
    });
    expect(found).toEqual([]);
  });

  it('catches a US spelling slipped into our copy', () => {
    const sample = 'We help organizations analyze behavior at the center of every program.';
    expect(sample.match(US_SPELLING)).toEqual(['organizations', 'analyze', 'behavior', 'center', 'program']);
    expect('We help organisations analyse behaviour at the centre of every programme.'.match(US_SPELLING)).toBeNull();
  });
});
