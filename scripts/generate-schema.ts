/**
 * `npm run schema`: write page-manifests/manifest.schema.json from the section
 * registry, so editors autocomplete section types and props. With --check,
 * fail instead of writing when the file is stale (run by `npm test`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { manifestJsonSchema } from '../src/manifests/registry-schema';

const target = resolve('page-manifests/manifest.schema.json');
const expected = `${JSON.stringify(manifestJsonSchema(), null, 2)}\n`;

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // A missing file is stale too.
  }
  if (current !== expected) {
    console.error('page-manifests/manifest.schema.json is out of date with section-registry/. Run `npm run schema`.');
    process.exit(1);
  }
  console.log('page-manifests/manifest.schema.json is up to date.');
} else {
  writeFileSync(target, expected);
  console.log(`Wrote ${target}`);
}
