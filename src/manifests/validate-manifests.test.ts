import { describe, expect, it } from 'vitest';
import { formatProblem } from './problems';
import { validateManifestSources } from './validate-manifests';

const base = { $schema: './manifest.schema.json', title: 'Page', description: 'A page.' };
const notFound = {
  file: 'not-found.json',
  text: JSON.stringify({ ...base, route: '*', sections: [{ type: 'message', props: {} }] }),
};

/** A page at /a: its hero, its contents list (sections[1]) with these links, then these sections. */
function pageWithContents(items: { label: string; target: string }[], sections: object[]) {
  return {
    ...base,
    route: '/a',
    sections: [{ type: 'hero', props: {} }, { type: 'pageContents', props: { items } }, ...sections],
  };
}

function problemsFor(manifests: Record<string, unknown>): string[] {
  const sources = Object.entries(manifests).map(([file, value]) => ({
    file,
    text: typeof value === 'string' ? value : JSON.stringify(value, null, 2),
  }));
  return validateManifestSources([...sources, notFound]).problems.map(formatProblem);
}

describe('manifest validation', () => {
  it('accepts a valid page and redirect', () => {
    expect(
      problemsFor({
        'a.json': { ...base, route: '/a', sections: [{ type: 'hero', props: { title: 'A' } }] },
        'r.json': { $schema: './manifest.schema.json', route: '/r', redirect: '/a' },
      }),
    ).toEqual([]);
  });

  it('refuses an unknown section type, naming the file, line, JSON path and type', () => {
    const [problem] = problemsFor({
      'a.json': {
        ...base,
        route: '/a',
        sections: [
          { type: 'hero', props: {} },
          { type: 'heroo', props: {} },
        ],
      },
    });
    expect(problem).toMatch(
      /^a\.json:\d+:\d+ sections\[1\]\.type: Unknown section type "heroo" \(did you mean "hero"\?\)/,
    );
  });

  it('refuses a contents link to a section the page lacks, and two sections with one id, naming the JSON path', () => {
    const problems = problemsFor({
      'a.json': pageWithContents(
        [
          { label: 'Case studies', target: 'case-studies' },
          { label: 'Talk to us', target: 'contatc' },
        ],
        [
          { type: 'caseStudies', id: 'case-studies', props: {} },
          { type: 'cta', id: 'contact', props: {} },
          { type: 'textBlock', id: 'contact', props: {} },
        ],
      ),
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^a\.json:\d+:\d+ sections\[4\]\.id: Another section on this page already has the id "contact"/,
      ),
      expect.stringMatching(
        /^a\.json:\d+:\d+ sections\[1\]\.props\.items\[1\]\.target: No section on this page has the id "contatc" \(did you mean "contact"\?\)/,
      ),
    ]);
  });

  it("refuses a contents list out of the page's order, naming the entry that goes back up the page", () => {
    const problems = problemsFor({
      'a.json': pageWithContents(
        [
          { label: 'Our process', target: 'process' },
          { label: 'Case studies', target: 'case-studies' },
        ],
        [
          { type: 'caseStudies', id: 'case-studies', props: {} },
          { type: 'steps', id: 'process', props: {} },
        ],
      ),
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^a\.json:\d+:\d+ sections\[1\]\.props\.items\[1\]\.target: "case-studies" comes before "process" on the page/,
      ),
    ]);
  });

  it('refuses malformed JSON with its line and column', () => {
    expect(problemsFor({ 'a.json': '{\n  "route": "/a",\n  "title": "A",,\n}' })).toEqual([
      'a.json:3:16 Invalid JSON: PropertyNameExpected',
    ]);
  });

  it('refuses fixed props that do not match the section schema', () => {
    const problems = problemsFor({
      'a.json': { ...base, route: '/a', sections: [{ type: 'hero', props: { title: 3, colour: 'red' } }] },
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/sections\[0\]\.props\.title: .*expected string/),
        expect.stringMatching(/sections\[0\]\.props: Unrecognized key: "colour"/),
      ]),
    );
  });

  it('refuses missing title or description', () => {
    const problems = problemsFor({
      'a.json': { $schema: './manifest.schema.json', route: '/a', sections: [{ type: 'hero', props: {} }] },
    });
    expect(problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/ title: /), expect.stringMatching(/ description: /)]),
    );
  });

  it('refuses a section bound to content on a page without a content source', () => {
    const [problem] = problemsFor({
      'a.json': { ...base, route: '/a', sections: [{ type: 'hero', from: 'heroSection' }] },
    });
    expect(problem).toMatch(/sections\[0\]\.from: .*the page has no "content" source/);
  });

  it('refuses a section with neither fixed props nor a binding', () => {
    const [problem] = problemsFor({ 'a.json': { ...base, route: '/a', sections: [{ type: 'hero' }] } });
    expect(problem).toMatch(/neither fixed props/);
  });

  it('refuses bindings to fields the content model does not have', () => {
    const problems = problemsFor({
      'a.json': {
        ...base,
        route: '/a',
        content: { document: 'whoWeAre', path: 'governance' },
        sections: [
          { type: 'hero', from: 'heroSectoin' },
          { type: 'cardGrid', from: { itemz: 'governanceAreas' } },
        ],
      },
    });
    expect(problems).toEqual([
      expect.stringMatching(/sections\[0\]\.from: "heroSectoin" is not in whoWeAre\.governance/),
      expect.stringMatching(
        /sections\[1\]\.from\.itemz: Section "cardGrid" has no prop "itemz" \(did you mean "items"\?\)/,
      ),
    ]);
  });

  it('refuses duplicate routes and redirects to routes no manifest has', () => {
    const problems = problemsFor({
      'a.json': { ...base, route: '/a', sections: [{ type: 'hero', props: {} }] },
      'b.json': { ...base, route: '/a', sections: [{ type: 'hero', props: {} }] },
      'r.json': { $schema: './manifest.schema.json', route: '/r', redirect: '/nowhere' },
    });
    expect(problems).toEqual([
      expect.stringMatching(/^b\.json:\d+:\d+ route: Route "\/a" is also declared by a\.json/),
      expect.stringMatching(/^r\.json:\d+:\d+ redirect: Redirect target "\/nowhere"/),
    ]);
  });

  it('refuses a page without exactly one h1 section', () => {
    const [problem] = problemsFor({
      'a.json': { ...base, route: '/a', sections: [{ type: 'cta', props: { heading: 'Hi' } }] },
    });
    expect(problem).toMatch(/exactly one section that renders its h1/);
  });
});
