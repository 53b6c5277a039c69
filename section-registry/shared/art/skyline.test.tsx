import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Footer } from '../../../src/shell/Footer';
import { Drawing } from './Drawing';
import { Street } from './skyline';

const BAND = { width: 1390, height: 88 };

/** The street drawn alone, as the footer draws it. */
function street() {
  const holder = document.createElement('div');
  holder.innerHTML = renderToStaticMarkup(
    <Drawing viewBox={`0 0 ${BAND.width} ${BAND.height}`}>
      <Street {...BAND} />
    </Drawing>,
  );
  return holder.querySelector('svg')!;
}

/** Each block of the street (drawn "M x y v … h width V … z") as its left and right edges. */
function blockSpans(path: string): [number, number][] {
  return [...path.matchAll(/M([\d.]+) [\d.]+v[-\d.]+h([\d.]+)/g)].map(([, x, width]) => [
    Number(x),
    Number(x) + Number(width),
  ]);
}

const cityLefts = (svg: SVGSVGElement) =>
  [...svg.querySelectorAll(':scope > g')].map((city) =>
    Number(/translate\(([\d.]+)/.exec(city.getAttribute('transform')!)![1]),
  );

describe('the three cities along the footer', () => {
  it('draws London, New York and Accra each in its third of the street, and one amber star', () => {
    const svg = street();
    const lefts = cityLefts(svg);
    expect(lefts).toHaveLength(3);
    lefts.forEach((left, index) => {
      expect(left).toBeGreaterThanOrEqual((index * BAND.width) / 3);
      expect(left).toBeLessThan(((index + 1) * BAND.width) / 3);
    });
    expect(svg.querySelectorAll('[fill="var(--art-rise)"]')).toHaveLength(1);
  });

  it("keeps the street's blocks inside the band and off the cities", () => {
    const svg = street();
    const spans = blockSpans(svg.querySelector(':scope > path')!.getAttribute('d')!);
    expect(spans.length).toBeGreaterThan(40);
    // A city is 120 units wide at full size, drawn at the band's height over its own (176).
    const cityWidth = (120 * BAND.height) / 176;
    for (const [left, right] of spans) {
      expect(left).toBeGreaterThanOrEqual(0);
      expect(right).toBeLessThanOrEqual(BAND.width);
      for (const city of cityLefts(svg)) expect(right <= city || left >= city + cityWidth).toBe(true);
    }
  });

  it('is decoration in the footer: hidden from assistive technology, the offices listed in words', () => {
    const holder = document.createElement('div');
    holder.innerHTML = renderToStaticMarkup(<Footer />);
    const footer = holder.querySelector('footer')!;
    const drawing = footer.querySelector('svg[viewBox="0 0 1390 88"]')!;
    expect(drawing).toHaveAttribute('aria-hidden', 'true');
    expect(footer).toHaveTextContent('London, United Kingdom');
    expect(footer).toHaveTextContent('Accra, Ghana');
  });
});
