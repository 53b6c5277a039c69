/**
 * `npm run fonts`: the display face, cut once and committed. Newsreader's variable file carries
 * every optical size and weight (132 kB); the headings need one of each, so this pins the axes at
 * optical size 48 and weight 520 (docs/design.md) and keeps the Latin subset Public Sans also
 * uses: about 14 kB, less than a tenth. It also writes the instance's own metrics, which
 * server/typeface.ts hands to Capsize for the metric-matched fallback (the published metrics are of
 * the regular instance, whose widths differ). Run it after changing the axes or the subset, and
 * commit both files; `tests/display-font.test.ts` checks they match each other and the copy.
 */
import { fromBuffer } from '@capsizecss/unpack';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import subsetFont from 'subset-font';
import { DISPLAY_FONT, LATIN_RANGES } from '../src/design-tokens';

const require = createRequire(import.meta.url);
const source = readFileSync(
  require.resolve('@fontsource-variable/newsreader/files/newsreader-latin-opsz-normal.woff2'),
);

/** Every code point of the Latin subset's ranges (U+0000-00FF, U+2000-206F, …). */
function latinText(): string {
  const points: number[] = [];
  for (const range of LATIN_RANGES) {
    const [from = 0, to = from] = range
      .replace(/^U\+/, '')
      .split('-')
      .map((hex) => Number.parseInt(hex, 16));
    for (let point = from; point <= to; point++) if (point >= 0x20) points.push(point);
  }
  return String.fromCodePoint(...points);
}

const font = await subsetFont(source, latinText(), {
  targetFormat: 'woff2',
  variationAxes: { opsz: DISPLAY_FONT.opticalSize, wght: DISPLAY_FONT.weight },
});
const metrics = await fromBuffer(font);
writeFileSync(resolve(DISPLAY_FONT.file), font);
writeFileSync(
  resolve(DISPLAY_FONT.metrics),
  `${JSON.stringify({ ...metrics, familyName: DISPLAY_FONT.family }, null, 2)}\n`,
);
console.log(`Wrote ${DISPLAY_FONT.file} (${font.length} bytes) and ${DISPLAY_FONT.metrics}.`);
