/**
 * `npm run check:content`: checks a dataset against what the manifests bind
 * (see src/manifests/content-contract.ts) and exits 1 on any problem.
 *
 * Reads content/production.ndjson by default; the Sanity project that
 * VITE_SANITY_PROJECT_ID names when it is set (in the environment or in .env
 * files, read as the build reads them); or the ndjson file given as argument:
 *   npm run check:content -- export/production.ndjson
 */
import { relative, resolve } from 'node:path';
import { loadEnv } from 'vite';
import { checkContentContract, formatContractProblem } from '../src/manifests/content-contract';
import { formatProblem } from '../src/manifests/problems';
import { readManifestDirectory } from '../src/manifests/validate-manifests';
import { readEmbeddedSnapshot, readSanitySnapshot, type ContentSnapshot } from './content-snapshot';

const root = process.cwd();
const EMBEDDED = 'content/production.ndjson';

async function readSnapshot(file: string | undefined): Promise<ContentSnapshot> {
  if (file) {
    const path = resolve(file);
    const inProject = relative(root, path);
    return readEmbeddedSnapshot(path, inProject.startsWith('..') ? path : inProject);
  }
  const env = loadEnv('production', root, 'VITE_SANITY_');
  if (!env.VITE_SANITY_PROJECT_ID) return readEmbeddedSnapshot(resolve(root, EMBEDDED), EMBEDDED);
  return readSanitySnapshot({
    projectId: env.VITE_SANITY_PROJECT_ID,
    dataset: env.VITE_SANITY_DATASET,
    apiVersion: env.VITE_SANITY_API_VERSION,
    useCdn: env.VITE_SANITY_USE_CDN,
  });
}

const { entries, problems: manifestProblems } = readManifestDirectory(resolve(root, 'page-manifests'), root);
if (manifestProblems.length > 0) {
  for (const problem of manifestProblems) console.error(`  ${formatProblem(problem)}`);
  console.error('\nThe manifests have problems (above); fix them first (`npm run manifests`).');
  process.exit(1);
}

let snapshot: ContentSnapshot;
try {
  snapshot = await readSnapshot(process.argv[2]);
} catch (error) {
  console.error(`Could not read the content: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
for (const warning of snapshot.warnings) console.warn(`${snapshot.source} ${warning} (skipped, as the site skips it)`);

const report = checkContentContract(entries, snapshot.documents);
if (report.problems.length > 0) {
  const count = report.problems.length;
  console.error(`${count} content problem${count === 1 ? '' : 's'} in ${snapshot.source}:\n`);
  for (const problem of report.problems) console.error(`  ${formatContractProblem(problem)}`);
  process.exit(1);
}
console.log(`${report.manifests} manifests, ${report.bindings} bindings checked against ${snapshot.source}: all good`);
