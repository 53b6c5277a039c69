// @vitest-environment node
/**
 * The display face as committed (`npm run fonts`, scripts/display-font.ts): a static instance at the
 * axes the tokens name, whose metrics file is its own (the fallback is matched to it), and which has a
 * glyph for every character our copy uses, so no heading is set partly in a stand-in face.
 */
import { fromBuffer } from '@capsizecss/unpack';
import { create, type Font } from 'fontkitten';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DISPLAY_FONT } from '../src/design-tokens';
import { publishedDocuments } from './support/dataset';

const root = resolve(import.meta.dirname, '..');
const file = readFileSync(resolve(root, DISPLAY_FONT.file));
const font = create(file) as Font; // a .woff2 holds one font, never a collection

/** Every string in the dataset's published documents and the manifests' fixed copy. */
function copyStrings(): string[] {
  const strings: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const document of publishedDocuments().values()) collect(document);
  for (const name of readdirSync(resolve(root, 'page-manifests')).filter((entry) => entry.endsWith('.json')))
    if (name !== 'manifest.schema.json')
      collect(JSON.parse(readFileSync(resolve(root, 'page-manifests', name), 'utf8')));
  return strings;
}

describe('the display face', () => {
  it('is one static instance, with no variation axes left to download', () => {
    expect(Object.keys(font.variationAxes)).toEqual([]);
    expect(file.length).toBeLessThan(26 * 1024);
  });

  it('ships the metrics of this very file, which its fallback is matched to', async () => {
    const committed = JSON.parse(readFileSync(resolve(root, DISPLAY_FONT.metrics), 'utf8')) as Record<string, unknown>;
    const measured = await fromBuffer(file);
    for (const key of ['ascent', 'descent', 'lineGap', 'unitsPerEm', 'capHeight', 'xHeight', 'xWidthAvg'] as const)
      expect(committed[key], key).toBe(measured[key]);
  });

  it('has a glyph for every character our copy uses', () => {
    const missing = new Set<string>();
    for (const text of copyStrings())
      for (const character of text)
        if (!/\s/.test(character) && !font.hasGlyphForCodePoint(character.codePointAt(0)!)) missing.add(character);
    expect([...missing]).toEqual([]);
  });
});
