// @vitest-environment node
/** Every manifest on disk is valid, and the editor's JSON Schema matches the registry. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../src/manifests/problems';
import { manifestJsonSchema } from '../src/manifests/registry-schema';
import { isRedirect } from '../src/manifests/manifest-schema';
import { readManifestDirectory } from '../src/manifests/validate-manifests';
import { PAGE_ART } from '../section-registry/shared/art';

const root = resolve(import.meta.dirname, '..');

describe('page-manifests/', () => {
  const { entries, problems } = readManifestDirectory(resolve(root, 'page-manifests'), root);

  it('has no invalid manifest', () => {
    expect(problems.map(formatProblem)).toEqual([]);
  });

  it('names the generated schema in every manifest, for editor autocompletion', () => {
    for (const { file } of entries) {
      const manifest = JSON.parse(readFileSync(resolve(root, file), 'utf8')) as { $schema?: unknown };
      expect(manifest.$schema, file).toBe('./manifest.schema.json');
    }
  });

  it("shows a service's own drawing wherever a panel points at its page (PAGE_ART agrees with each hero)", () => {
    const heroArt = new Map<string, unknown>();
    for (const { manifest } of entries) {
      if (isRedirect(manifest)) continue;
      const hero = manifest.sections.find((section) => section.type === 'hero');
      heroArt.set(manifest.route, hero?.props?.art);
    }
    for (const [route, art] of Object.entries(PAGE_ART)) expect(heroArt.get(route), route).toBe(art);
  });

  it('gives every page with a hero drawing one of its own, so no two pages open alike (docs/design.md)', () => {
    const pagesByArt = new Map<unknown, string[]>();
    for (const { file, manifest } of entries) {
      if (isRedirect(manifest)) continue;
      for (const section of manifest.sections) {
        const art = section.type === 'hero' ? section.props?.art : undefined;
        if (art !== undefined) pagesByArt.set(art, [...(pagesByArt.get(art) ?? []), file]);
      }
    }
    const shared = [...pagesByArt].filter(([, files]) => files.length > 1);
    expect(shared).toEqual([]);
    expect(pagesByArt.size).toBeGreaterThan(0);
  });

  it('opens every page that is not a policy with its picture or its facts, and a next step', () => {
    // Reviews 30 to 32: a hero of a title and a line beside a box left its first column empty and offered no
    // action. The policies open on their facts alone; contact on the map of its offices (review 33).
    const bare: string[] = [];
    for (const { file, manifest } of entries) {
      if (isRedirect(manifest)) continue;
      const hero = manifest.sections.find((section) => section.type === 'hero');
      const props = (hero?.props ?? {}) as { art?: unknown; aside?: unknown; highlight?: unknown; note?: unknown };
      const action = (hero?.props as { primaryAction?: { label?: string; href?: string } } | undefined)?.primaryAction;
      if (!hero || props.note !== undefined) continue;
      if (!(props.art || props.aside || props.highlight) || !action?.label || !action.href) bare.push(file);
    }
    expect(bare).toEqual([]);
  });

  it('shows on the home page results no hero already leads with, so each proof is met once first', () => {
    // Review 35: £6.1m and 38% stood in the home page's results and again in their services' heroes, and
    // fifteen case studies read as three.
    const pages = entries.flatMap(({ manifest }) => (isRedirect(manifest) ? [] : [manifest]));
    const links = (type: string, pick: (props: Record<string, unknown>) => unknown[]) =>
      pages.flatMap((manifest) =>
        manifest.sections
          .filter((section) => section.type === type)
          .flatMap((section) => pick((section.props ?? {}) as Record<string, unknown>))
          .map((item) => (item as { href?: string }).href)
          .filter((href): href is string => typeof href === 'string'),
      );
    const heroes = new Set(links('hero', (props) => (props.highlight ? [props.highlight] : [])));
    const home = pages.find((manifest) => manifest.route === '/');
    const results = (home?.sections ?? [])
      .filter((section) => section.type === 'results')
      .flatMap((section) => ((section.props ?? {}) as { items?: { href?: string }[] }).items ?? [])
      .map((item) => item.href);
    expect(results.length).toBeGreaterThan(0);
    expect(heroes.size).toBeGreaterThan(0);
    expect(results.filter((href) => href !== undefined && heroes.has(href))).toEqual([]);
  });

  it('has a manifest.schema.json that is up to date with section-registry/ (run `npm run schema`)', () => {
    const onDisk: unknown = JSON.parse(readFileSync(resolve(root, 'page-manifests/manifest.schema.json'), 'utf8'));
    expect(onDisk).toEqual(JSON.parse(JSON.stringify(manifestJsonSchema())));
  });
});
