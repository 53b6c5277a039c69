/**
 * `npm run manifests`: validate every page manifest and print the reviewers'
 * list (route, file, title, content source, section types). Exit 1 on any problem.
 *   --json   the inventory as JSON instead (see src/manifests/inventory.ts for its shape)
 *   --quiet  only the count
 */
import { resolve } from 'node:path';
import { manifestInventory } from '../src/manifests/inventory';
import { formatProblem } from '../src/manifests/problems';
import { formatReviewTable, reviewRows } from '../src/manifests/review-list';
import { readManifestDirectory } from '../src/manifests/validate-manifests';

const quiet = process.argv.includes('--quiet');
const json = process.argv.includes('--json');
const { entries, problems } = readManifestDirectory(resolve('page-manifests'));

if (problems.length > 0) {
  console.error(`${problems.length} manifest problem${problems.length === 1 ? '' : 's'}:\n`);
  for (const problem of problems) console.error(`  ${formatProblem(problem)}`);
  process.exit(1);
}
if (json) {
  // stdout carries the JSON alone, so it can be piped into another tool.
  console.log(JSON.stringify(manifestInventory(entries), null, 2));
} else if (quiet) {
  console.log(`${entries.length} manifests, all valid.`);
} else {
  console.log(formatReviewTable(reviewRows(entries)));
  console.log(`\n${entries.length} manifests, all valid.`);
}
