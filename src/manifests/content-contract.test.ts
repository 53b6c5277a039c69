import { describe, expect, it } from 'vitest';
import type { DocumentType } from '../content/documents';
import { checkContentContract, formatContractProblem } from './content-contract';
import { validateManifestSources } from './validate-manifests';

const notFound = {
  route: '*',
  title: 'Not found',
  description: 'Not found.',
  sections: [{ type: 'message', props: {} }],
};
const page = {
  route: '/resourcing',
  title: 'Resourcing',
  description: 'Resourcing.',
  content: { document: 'resourcing' },
  sections: [
    { type: 'hero', from: 'heroSection' },
    {
      type: 'cardGrid',
      from: {
        heading: 'resourcingOptionsSection.title',
        items: { path: 'resourcingOptionsSection.options', fields: { points: 'items' } },
      },
    },
  ],
};
const resourcing = {
  _id: 'resourcing',
  _type: 'resourcing',
  heroSection: { _type: 'hero', title: 'Resourcing', subtitle: 'The right people, quickly' },
  resourcingOptionsSection: {
    title: 'Resourcing options',
    options: [{ _key: 'a1', title: 'Interim specialists', items: [{ _key: 'b1', text: 'Programme directors' }] }],
  },
};

/** The problems with one document (a resourcing one unless it says otherwise), for one page manifest. */
function problemsFor(document: Record<string, unknown> | undefined, manifest: object = page): string[] {
  const sources = [manifest, notFound].map((value, index) => ({
    file: `page-manifests/${index}.json`,
    text: JSON.stringify({ $schema: './manifest.schema.json', ...value }),
  }));
  const { entries, problems } = validateManifestSources(sources);
  expect(problems).toEqual([]);
  const type = document?._type === 'whoWeAre' ? 'whoWeAre' : 'resourcing';
  const documents = new Map<DocumentType, Record<string, unknown>>(document ? [[type, document]] : []);
  return checkContentContract(entries, documents).problems.map(formatContractProblem);
}

describe('the content contract', () => {
  it('passes content that fits every bound section, counting its bindings', () => {
    expect(problemsFor(resourcing)).toEqual([]);
    const { entries } = validateManifestSources([
      { file: 'a.json', text: JSON.stringify({ $schema: './manifest.schema.json', ...page }) },
    ]);
    expect(checkContentContract(entries, new Map([['resourcing', resourcing]]))).toMatchObject({
      manifests: 1,
      bindings: 3,
    });
  });

  it('refuses an object field set to a number, naming document, field, manifest and section', () => {
    expect(problemsFor({ ...resourcing, heroSection: 42 })).toEqual([
      'resourcing (id resourcing) heroSection: expected an object, got 42 — bound by page-manifests/0.json section 0 (hero)',
    ]);
  });

  it('names the content field of a dropped value inside a renamed list', () => {
    const options = [{ title: 'Interim specialists', items: [{ text: 7 }] }];
    const [problem] = problemsFor({ ...resourcing, resourcingOptionsSection: { title: 'Options', options } });
    expect(problem).toMatch(
      /^resourcing \(id resourcing\) resourcingOptionsSection\.options\[0\]\.items\[0\]\.text: .*expected string.* — bound by page-manifests\/0\.json section 1 \(cardGrid\)$/,
    );
  });

  it('reports a field the section does not know (the page would drop it)', () => {
    const [problem] = problemsFor({ ...resourcing, heroSection: { ...resourcing.heroSection, subtitel: 'Typo' } });
    expect(problem).toMatch(/heroSection\.subtitel: Unrecognized key/);
  });

  it('reports a missing or null bound field', () => {
    expect(problemsFor({ ...resourcing, resourcingOptionsSection: { options: null } })).toEqual([
      'resourcing (id resourcing) resourcingOptionsSection.title: missing — bound by page-manifests/0.json section 1 (cardGrid)',
      'resourcing (id resourcing) resourcingOptionsSection.options: is null — bound by page-manifests/0.json section 1 (cardGrid)',
    ]);
  });

  it('reports a missing document once per page', () => {
    expect(problemsFor(undefined)).toEqual([
      'resourcing: the dataset has no published document of this type — read by page-manifests/0.json',
    ]);
  });

  it('reports a missing page part (content.path)', () => {
    const governance = { ...page, content: { document: 'whoWeAre', path: 'governance' }, sections: [page.sections[0]] };
    expect(problemsFor({ _id: 'whoWeAre', _type: 'whoWeAre', overview: {} }, governance)).toEqual([
      'whoWeAre (id whoWeAre) governance: missing — read by page-manifests/0.json',
    ]);
  });
});
