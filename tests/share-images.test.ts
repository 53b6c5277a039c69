// @vitest-environment node
/**
 * Link-preview images: each file a manifest (or the site default) names is in
 * public/, is the size the og:image:width/height tags claim, and is small
 * enough for a chat app to fetch quickly.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARE_IMAGE, LOGO } from '../src/seo/share-image';

const PUBLIC = resolve(import.meta.dirname, '../public');
const MANIFESTS = resolve(import.meta.dirname, '../page-manifests');

/** Width and height from a PNG's header, or a JPEG's frame header. */
function pixelSize(file: Buffer): { width: number; height: number } {
  if (file.toString('latin1', 1, 4) === 'PNG') return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
  for (let at = 2; at < file.length; at += 2 + file.readUInt16BE(at + 2)) {
    const marker = file[at + 1] ?? 0;
    // SOF0-SOF15 carry the size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: file.readUInt16BE(at + 5), width: file.readUInt16BE(at + 7) };
    }
  }
  throw new Error('Not a PNG or JPEG');
}

const named = readdirSync(MANIFESTS)
  .filter((name) => name.endsWith('.json') && name !== 'manifest.schema.json')
  .flatMap((name) => {
    const manifest = JSON.parse(readFileSync(resolve(MANIFESTS, name), 'utf8')) as { image?: typeof LOGO };
    return manifest.image ? [{ by: name, ...manifest.image }] : [];
  });
const images = [{ by: 'the site default', ...DEFAULT_SHARE_IMAGE }, { by: 'the logo', ...LOGO }, ...named];

describe.each(images)('$src (named by $by)', ({ src, width, height }) => {
  it('is in public/, at the size its tags claim, and under 64 kB', () => {
    const path = resolve(PUBLIC, `.${src}`);
    expect(pixelSize(readFileSync(path))).toEqual({ width, height });
    expect(statSync(path).size).toBeLessThan(64 * 1024);
  });
});
