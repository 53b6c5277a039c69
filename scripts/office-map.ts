/**
 * Draws the offices' map (section-registry/shared/art/office-map.svg): the land as a field of dots, the
 * three offices as amber pins, and the routes between them as arcs. Made from Natural Earth's coastlines
 * at 1:110m (the world-atlas package), in the theme's colours, for the heroes' navy panel. The names are
 * not in the file: OfficeMap.tsx sets them in the page's own type, over the pins.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { MAP_SIZE, OFFICES, locate, place } from '../section-registry/shared/art/office-map-frame';
import { theme } from '../src/theme';

type Ring = readonly (readonly number[])[];

/** The spacing of the dots, in map units (a degree of latitude). */
const PITCH = 1.2;
const round = (value: number) => Math.round(value * 10) / 10;

/** Every ring of every land polygon, as [lon, lat] points. */
function landRings(): Ring[][] {
  const require = createRequire(import.meta.url);
  const file = readFileSync(require.resolve('world-atlas/land-110m.json'), 'utf8');
  const topology = JSON.parse(file) as Topology<{ land: GeometryCollection }>;
  return feature(topology, topology.objects.land).features.flatMap(({ geometry }) => {
    if (geometry.type === 'Polygon') return [geometry.coordinates];
    if (geometry.type === 'MultiPolygon') return geometry.coordinates;
    return [];
  });
}

/** Even-odd: inside a polygon when a ray from the point crosses its rings (outline and holes) an odd number of times. */
function inside(polygon: Ring[], lon: number, lat: number): boolean {
  let crossings = 0;
  for (const ring of polygon) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i] as [number, number];
      const [xj, yj] = ring[j] as [number, number];
      if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) crossings++;
    }
  }
  return crossings % 2 === 1;
}

/** The land's dots: a square grid over the frame, kept where it falls on land. */
function landDots(): string {
  const polygons = landRings();
  const dots: string[] = [];
  for (let y = PITCH / 2; y < MAP_SIZE.height; y += PITCH) {
    for (let x = PITCH / 2; x < MAP_SIZE.width; x += PITCH) {
      const { lat, lon } = locate(x, y);
      if (polygons.some((polygon) => inside(polygon, lon, lat))) dots.push(`M${round(x)} ${round(y)}h0`);
    }
  }
  return dots.join('');
}

/**
 * An arc from one office to another, bowed to one side of the straight line between them: northwards, as
 * a great circle bows on such a map, or westwards, out to sea, where the two lie on one meridian (London
 * and Accra).
 */
function arc(from: { x: number; y: number }, to: { x: number; y: number }): string {
  const [dx, dy] = [to.x - from.x, to.y - from.y];
  if (dx === 0 && dy === 0) throw new Error('Two offices share a place');
  // The two perpendiculars to the line are (dy, -dx) and its opposite: take the one pointing north (up),
  // or, for a line running nearly north to south, the one pointing west (left).
  const northward = dx > 0 ? 1 : -1;
  const westward = dy < 0 ? 1 : -1;
  const flip = Math.abs(dx) < Math.abs(dy) / 4 ? westward : northward;
  const bow = 0.22;
  const control = { x: (from.x + to.x) / 2 + flip * dy * bow, y: (from.y + to.y) / 2 - flip * dx * bow };
  return `M${round(from.x)} ${round(from.y)}Q${round(control.x)} ${round(control.y)} ${round(to.x)} ${round(to.y)}`;
}

export function drawOfficeMap(): string {
  const brand = theme.colors?.brand;
  const accent = theme.colors?.accent;
  if (!brand || !accent) throw new Error('The theme names the brand and accent colours');
  const [london, newYork, accra] = OFFICES.map((office) => place(office.lat, office.lon));
  if (!london || !newYork || !accra) throw new Error('The map draws the three offices');
  const pins = [london, newYork, accra]
    .map(
      ({ x, y }) =>
        `<circle cx="${round(x)}" cy="${round(y)}" r="2.4" fill="${accent[5]}" fill-opacity=".25"/><circle cx="${round(x)}" cy="${round(y)}" r="1.1" fill="${accent[5]}"/>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${round(MAP_SIZE.width)} ${MAP_SIZE.height}">`,
    `<path d="${landDots()}" stroke="${brand[4]}" stroke-opacity=".55" stroke-width=".8" stroke-linecap="round"/>`,
    `<path d="${arc(newYork, london)}${arc(london, accra)}${arc(newYork, accra)}" fill="none" stroke="${accent[3]}" stroke-width=".3" stroke-dasharray="1 .8"/>`,
    pins,
    '</svg>',
    '',
  ].join('\n');
}
