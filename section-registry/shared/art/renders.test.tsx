import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArtHead } from './ArtHead';
import { RENDERS } from './renders';

/** A WebP's pixel size, from its first chunk's header (lossy VP8, lossless VP8L or extended VP8X). */
function webpSize(bytes: Buffer) {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WEBP') return undefined;
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  return undefined;
}

// Under vitest an imported asset's URL is its path from the project root.
const renders = Object.entries(RENDERS).map(([family, render]) => ({ family, render }));

describe('the rendered pictures', () => {
  it.each(renders)(
    '$family: the file is a WebP of the size renders.ts gives, so the box never distorts it',
    ({ render }) => {
      const bytes = readFileSync(join(process.cwd(), render.src));
      expect(webpSize(bytes)).toEqual({ width: render.width, height: render.height });
    },
  );

  it('shows the home card head as a decorative picture that a phone, which hides the head, never fetches', () => {
    const holder = document.createElement('div');
    holder.innerHTML = renderToStaticMarkup(<ArtHead family="home" />);
    const image = holder.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', String(RENDERS.home.width));
    expect(holder.querySelector('svg')).toBeNull();
    // Cropped from near its top, so a wide card keeps the mark's amber top (review 31: a tablet lost it).
    expect(image!.style.objectPosition).toBe('50% 15%');
  });

  it('draws the other heads, which have no picture, as before', () => {
    const holder = document.createElement('div');
    holder.innerHTML = renderToStaticMarkup(<ArtHead family="london" />);
    expect(holder.querySelector('img')).toBeNull();
    expect(holder.querySelector('svg')).not.toBeNull();
  });
});

describe('the renderer', () => {
  it("paints with the theme's own colours, so a picture and the page it sits on agree", () => {
    const script = readFileSync(join(process.cwd(), 'scripts/render-art.mjs'), 'utf8');
    const palette = [
      readFileSync(join(process.cwd(), 'src/theme.ts'), 'utf8'),
      readFileSync(join(process.cwd(), 'src/shell/global.css'), 'utf8'),
    ]
      .join('\n')
      .toLowerCase();
    const used = [...script.matchAll(/'(#[0-9a-f]{6})'/gi)].map((match) => match[1]!.toLowerCase());
    expect(used.length).toBeGreaterThanOrEqual(7);
    expect(used.filter((colour) => !palette.includes(colour))).toEqual([]);
  });
});
