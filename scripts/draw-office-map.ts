/** Writes the offices' map (scripts/office-map.ts) to section-registry/shared/art/office-map.svg. */
import { writeFileSync } from 'node:fs';
import { drawOfficeMap } from './office-map';

const file = 'section-registry/shared/art/office-map.svg';
writeFileSync(file, drawOfficeMap());
console.log(`Wrote ${file}`);
