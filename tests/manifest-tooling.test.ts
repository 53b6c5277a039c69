// @vitest-environment node
/**
 * What a developer sees: `npm run manifests` lists the pages or names the broken
 * file, and the Vite plugin refuses to build (or serve) a broken manifest.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkManifests } from '../server/vite-plugins';

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

function runManifestsCli(cwd: string) {
  return spawnSync(process.execPath, [TSX, resolve(root, 'scripts/manifests.ts')], { cwd, encoding: 'utf8' });
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
