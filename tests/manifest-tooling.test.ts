// @vitest-environment node
/**
 * What a developer sees: `npm run manifests` lists the pages or names the broken
 * file, and the Vite plugin refuses to build (or serve) a broken manifest.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkManifests } from '../server/vite-plugins';
import type { InventoryEntry } from '../src/manifests/inventory';

const root = resolve(import.meta.dirname, '..');
const TSX = resolve(root, 'node_modules/tsx/dist/cli.mjs');
let broken: string;

beforeAll(() => {
  // A project whose page-manifests/ has one good page, the not-found page, and a typo.
  broken = mkdtempSync(join(tmpdir(), 'manifests-'));
  const dir = join(broken, 'page-manifests');
  mkdirSync(dir);
  copyFileSync(resolve(root, 'page-manifests/not-found.json'), join(dir, 'not-found.json'));
  copyFileSync(resolve(root, 'page-manifests/buy.json'), join(dir, 'buy.json'));
  const page = JSON.parse(readFileSync(resolve(root, 'page-manifests/at-a-glance.json'), 'utf8')) as {
    sections: { type: string }[];
  };
  page.sections[1]!.type = 'statz';
  writeFileSync(join(dir, 'at-a-glance.json'), JSON.stringify(page, null, 2));
});
afterAll(() => rmSync(broken, { recursive: true, force: true }));

function runManifestsCli(cwd: string, ...flags: string[]) {
  return spawnSync(process.execPath, [TSX, resolve(root, 'scripts/manifests.ts'), ...flags], { cwd, encoding: 'utf8' });
}

describe('npm run manifests', () => {
  it("prints the reviewers' list: route, file, title, content source and sections", () => {
    const run = runManifestsCli(root);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Route\s+File\s+Title\s+Content\s+Sections/m);
    expect(run.stdout).toMatch(
      /^\/about\/governance\s+page-manifests\/about-governance\.json\s+Governance\s+whoWeAre\.governance\s+hero › /m,
    );
    expect(run.stdout).toMatch(/^\/buy\s+.*fixed copy/m);
    expect(run.stdout).toMatch(/^\/services\s+.*→ \/services\/overview/m);
    expect(run.stdout).toContain('27 manifests, all valid.');
  });

  it('exits 1 naming the file, line, JSON path and the unknown type', () => {
    const run = runManifestsCli(broken);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /page-manifests\/at-a-glance\.json:\d+:\d+ sections\[1\]\.type: Unknown section type "statz" \(did you mean "stats"\?\)/,
    );
  });
});

describe('npm run manifests -- --json', () => {
  const run = runManifestsCli(root, '--json');
  const inventory = JSON.parse(run.stdout) as InventoryEntry[];
  const byRoute = (route: string) => inventory.find((entry) => entry.route === route);

  it('prints one entry per manifest file, and nothing else on stdout', () => {
    expect(run.status).toBe(0);
    const files = readdirSync(resolve(root, 'page-manifests')).filter((name) => name !== 'manifest.schema.json');
    expect(inventory.map((entry) => entry.file).sort()).toEqual(files.map((name) => `page-manifests/${name}`).sort());
  });

  it('gives each page its title, description and content source', () => {
    expect(byRoute('/about/governance')).toMatchObject({
      file: 'page-manifests/about-governance.json',
      title: 'Governance',
      description: expect.any(String),
      redirect: null,
      content: { document: 'whoWeAre', path: 'governance', states: 'page' },
    });
    expect(byRoute('/buy')?.content).toBeNull();
  });

  it('gives a redirect its target and no sections', () => {
    expect(byRoute('/services')).toMatchObject({ redirect: '/services/overview', title: null, sections: [] });
  });

  it('lists sections as objects: type, id, and what feeds them', () => {
    const contactForm = byRoute('/')?.sections.find((section) => section.id === 'contact');
    expect(contactForm).toMatchObject({
      type: 'contactForm',
      source: 'content',
      ifMissing: 'hide',
      whileLoading: 'text',
    });
    expect(contactForm?.bindings).toContainEqual({
      prop: 'submitLabel',
      path: 'contactSection.buttonText',
      documentPath: 'contactSection.buttonText',
      fields: null,
    });
    const governanceHero = byRoute('/about/governance')?.sections[0];
    expect(governanceHero).toMatchObject({
      type: 'hero',
      id: null,
      props: { title: 'Governance', aside: { kind: 'facts', title: 'The company' } },
      fallbacks: [
        'title',
        'breadcrumbs',
        'aside.kind',
        'aside.title',
        'aside.items',
        'primaryAction.label',
        'primaryAction.href',
      ],
    });
    expect(governanceHero?.bindings).toEqual([
      { prop: null, path: 'heroSection', documentPath: 'governance.heroSection', fields: null },
    ]);
    const contactPageForm = byRoute('/contact')?.sections.find((section) => section.type === 'contactForm');
    expect(contactPageForm).toMatchObject({ fallbacks: ['submitLabel'], ifMissing: 'fallback' });
    const fixed = byRoute('/buy')?.sections[0];
    expect(fixed).toMatchObject({ source: 'fixed', bindings: [], fallbacks: [], ifMissing: null });
  });
});

describe('the check the build plugin runs (build, dev and start all refuse)', () => {
  it('refuses a broken manifest, naming the file and the type', async () => {
    const { error } = await checkManifests(root, join(broken, 'page-manifests'));
    expect(error).toMatch(/at-a-glance\.json:\d+:\d+ sections\[1\]\.type: Unknown section type "statz"/);
  });

  it('accepts the real manifests and collects the route table', async () => {
    const { error, routes } = await checkManifests(root, resolve(root, 'page-manifests'));
    expect(error).toBeUndefined();
    expect(routes.pages).toHaveLength(25);
    expect(routes.redirects).toEqual({ '/services': '/services/overview' });
  });
});
