import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CtaLayers } from './CtaLayers';
import { CANVAS } from './Drawing';
import { FamilyArt } from './FamilyArt';
import { SERVICE_COMPOSITIONS } from './ServiceArt';
import { DRAWN_FAMILIES } from './families';
import { TINTS } from './palette';

/** What a page inlines: each drawing is in the HTML of every page that shows it. */
const SIZE_LIMIT = 2500;

const markupOf = (element: ReactElement) => renderToStaticMarkup(element);
const drawingOf = (markup: string) => {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  const svg = holder.firstElementChild;
  if (!(svg instanceof SVGSVGElement)) throw new Error(`Not an SVG: ${markup.slice(0, 80)}`);
  return svg;
};

const families = DRAWN_FAMILIES.map((family) => ({ family, markup: markupOf(<FamilyArt family={family} />) }));
const others = [{ piece: 'CtaLayers', markup: markupOf(<CtaLayers />) }];

describe('the family drawings', () => {
  it.each(families)('$family is one decorative SVG with no text', ({ markup }) => {
    const svg = drawingOf(markup);
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg.getAttribute('viewBox')).toBe('0 0 400 320');
    expect(svg.textContent).toBe('');
    expect(svg.querySelector('text, title, desc, image, foreignObject')).toBeNull();
  });

  it.each(families)('$family stays under the size a page can afford to inline', ({ markup }) => {
    expect(markup.length).toBeLessThan(SIZE_LIMIT);
  });

  it('gives every family a composition of its own', () => {
    const distinct = new Set(families.map(({ markup }) => markup));
    expect(distinct.size).toBe(DRAWN_FAMILIES.length);
  });

  it('renders the same markup every time, as the server and the browser must', () => {
    for (const { family, markup } of families) expect(markupOf(<FamilyArt family={family} />)).toBe(markup);
  });

  it('stands in a landscape only in the hero panel: a ground run out past the canvas, and the rings of the rise behind all but a chart', () => {
    const groundOf = (svg: SVGSVGElement) =>
      [...svg.querySelectorAll('rect')].find((rect) => Number(rect.getAttribute('x')) < 0);
    for (const family of DRAWN_FAMILIES) {
      const inPanel = drawingOf(markupOf(<FamilyArt family={family} tone="panel" />));
      const ground = groundOf(inPanel);
      expect(ground, family).toBeDefined();
      expect(Number(ground!.getAttribute('width'))).toBeGreaterThan(2 * CANVAS.width);
      // A service's drawing is a specimen of its page's chart: rings behind it read as clutter (review 23).
      const rings = inPanel.querySelectorAll('circle[fill="none"][stroke="var(--art-rise)"]').length;
      if (family in SERVICE_COMPOSITIONS) expect(rings, family).toBe(0);
      else expect(rings, family).toBeGreaterThanOrEqual(3);
      expect(groundOf(drawingOf(markupOf(<FamilyArt family={family} />))), family).toBeUndefined();
    }
  });

  it('passes a class name on to the SVG beside its own', () => {
    expect(drawingOf(markupOf(<FamilyArt family="london" className="hero-art" />))).toHaveClass('hero-art', 'drawing');
  });
});

describe('every drawing', () => {
  const all = [
    ...families.map(({ family, markup }) => ({ name: family, markup })),
    ...others.map(({ piece, markup }) => ({ name: piece, markup })),
  ];

  it.each(all)('$name is decorative and has no text', ({ markup }) => {
    const svg = drawingOf(markup);
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg.textContent).toBe('');
  });

  it.each(all)('$name colours only through the palette, never a literal colour', ({ markup }) => {
    expect(markup).not.toMatch(/#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/i);
    const colours = [...markup.matchAll(/(?:fill|stroke)="([^"]*)"/g)].map(([, value]) => value);
    for (const colour of colours) expect(colour).toMatch(/^(none|var\(--art-[a-z]+\))$/);
  });
});

describe('the palette', () => {
  it('maps each role to its token in the stylesheet', () => {
    const css = readFileSync(resolve(import.meta.dirname, 'art.module.css'), 'utf8');
    for (const [role, token] of Object.entries(TINTS)) {
      expect(css).toContain(`--art-${role}: var(--mantine-color-${token});`);
    }
  });
});
