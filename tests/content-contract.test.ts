// @vitest-environment node
/**
 * `npm run check:content` against the shipped dataset and against broken
 * copies of it: what a developer sees, and what the site would read.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readEmbeddedSnapshot } from '../scripts/content-snapshot';
import { checkContentContract, formatContractProblem } from '../src/manifests/content-contract';
import { readManifestDirectory } from '../src/manifests/validate-manifests';

const root = resolve(import.meta.dirname, '..');
const TSX = resolve(root, 'node_modules/tsx/dist/cli.mjs');
const shipped = readFileSync(resolve(root, 'content/production.ndjson'), 'utf8');
const { entries } = readManifestDirectory(resolve(root, 'page-manifests'), root);
const scratch = mkdtempSync(join(tmpdir(), 'check-content-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Document = Record<string, unknown> & { _id: string; _type: string };

/** A copy of the shipped dataset with some documents changed, written to a temp file. */
function datasetWith(change: (documents: Document[]) => Document[]): string {
  const documents = shipped
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Document);
  const file = join(scratch, `${Math.random().toString(36).slice(2)}.ndjson`);
  writeFileSync(
    file,
    change(documents)
      .map((document) => JSON.stringify(document))
      .join('\n'),
  );
  return file;
}

function problemsIn(file: string): string[] {
  return checkContentContract(entries, readEmbeddedSnapshot(file).documents).problems.map(formatContractProblem);
}

function runCli(...args: string[]) {
  return spawnSync(process.execPath, [TSX, resolve(root, 'scripts/check-content.ts'), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, VITE_SANITY_PROJECT_ID: '' },
  });
}

// `npm test` runs `npm run check:content` on the shipped dataset itself; here, what a refusal looks like.
describe('npm run check:content', () => {
  it('refuses an object field set to 42, naming document, field, manifest and section, and exits 1', () => {
    const file = datasetWith((documents) =>
      documents.map((document) => (document._type === 'resourcing' ? { ...document, heroSection: 42 } : document)),
    );
    const run = runCli(file);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'resourcing (id resourcing) heroSection: expected an object, got 42 — bound by page-manifests/resourcing.json section 0 (hero)',
    );
  });
});

describe('the content contract on the dataset', () => {
  it('finds nothing wrong with the shipped dataset', () => {
    expect(problemsIn(resolve(root, 'content/production.ndjson'))).toEqual([]);
  });

  it('reports a missing document for every page that reads it', () => {
    const file = datasetWith((documents) => documents.filter((document) => document._type !== 'ourAssociates'));
    expect(problemsIn(file)).toEqual([
      'ourAssociates: the dataset has no published document of this type — read by page-manifests/associates.json',
    ]);
  });

  it('ignores drafts, as the site does: a draft-only document counts as missing, a broken draft is not read', () => {
    const file = datasetWith((documents) =>
      documents.flatMap((document) => {
        if (document._type === 'contactPage') return [{ ...document, _id: `drafts.${document._id}` }];
        if (document._type === 'resourcing')
          return [document, { ...document, _id: 'drafts.resourcing', heroSection: 42 }];
        return [document];
      }),
    );
    expect(problemsIn(file)).toEqual([
      'contactPage: the dataset has no published document of this type — read by page-manifests/contact.json',
    ]);
  });
});
