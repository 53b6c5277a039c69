import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { drawOfficeMap } from '../../../scripts/office-map';
import { OFFICES as SITE_OFFICES } from '../../../src/site';
import { MAP_SIZE, OFFICES, locate, place } from './office-map-frame';
import { OfficeMap } from './OfficeMap';

const file = join(process.cwd(), 'section-registry/shared/art/office-map.svg');

describe("the offices' map", () => {
  it('is the drawing scripts/office-map.ts makes (run `npm run office-map` after changing it)', () => {
    expect(readFileSync(file, 'utf8')).toBe(drawOfficeMap());
  });

  it("shows the site's offices, in the footer's order", () => {
    expect(OFFICES.map((office) => office.city)).toEqual(SITE_OFFICES.map((office) => office.city));
  });

  it('puts a pin at each office and each city on land, so the names sit on their own coasts', () => {
    const svg = drawOfficeMap();
    for (const office of OFFICES) {
      const { x, y } = place(office.lat, office.lon);
      expect(svg).toContain(`cx="${Math.round(x * 10) / 10}" cy="${Math.round(y * 10) / 10}"`);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(MAP_SIZE.width);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(MAP_SIZE.height);
    }
    // The land is drawn: hundreds of dots, not an empty sea (a broken coastline file would give none).
    expect(svg.match(/h0/g)?.length ?? 0).toBeGreaterThan(800);
  });

  it('finds each office again at its place, so the dots and the pins share one projection', () => {
    for (const office of OFFICES) {
      const { x, y } = place(office.lat, office.lon);
      expect(locate(x, y).lat).toBeCloseTo(office.lat, 6);
      expect(locate(x, y).lon).toBeCloseTo(office.lon, 6);
    }
  });

  it("names every office beside its pin, at the pin's place in the picture", () => {
    const html = renderToStaticMarkup(<OfficeMap />);
    for (const office of OFFICES) {
      const { x, y } = place(office.lat, office.lon);
      const left = `left:${((x / MAP_SIZE.width) * 100).toFixed(2)}%`;
      const top = `top:${((y / MAP_SIZE.height) * 100).toFixed(2)}%`;
      expect(html).toMatch(new RegExp(`style="${left};${top};translate:[^"]+"[^>]*>${office.city}<`));
    }
    // A picture with its own proportions, so the names stay on their pins at any width.
    const width = Number(/width="(\d+)"/.exec(html)?.[1]);
    const height = Number(/height="(\d+)"/.exec(html)?.[1]);
    expect(width / height).toBeCloseTo(MAP_SIZE.width / MAP_SIZE.height, 2);
  });
});
