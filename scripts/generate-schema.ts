/**
 * `npm run schema`: write page-manifests/manifest.schema.json from the section
 * registry, so editors autocomplete section types and props. A contract test
 * (tests/manifests.contract.test.ts) fails while the file is out of date.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { manifestJsonSchema } from '../src/manifests/registry-schema';

const target = resolve('page-manifests/manifest.schema.json');
writeFileSync(target, `${JSON.stringify(manifestJsonSchema(), null, 2)}\n`);
console.log(`Wrote ${target}`);
