/**
 * The offices' map: where the three offices are, and the stretch of the world it shows (the North
 * Atlantic, from the American Midwest to the Gulf of Guinea). The drawing (office-map.svg, made by
 * scripts/draw-office-map.ts) and the cities' names laid over it (OfficeMap.tsx) both place a city with
 * `place`, so a name always sits beside its pin.
 */
export interface Office {
  city: string;
  /** Degrees north. */
  lat: number;
  /** Degrees east (west is negative). */
  lon: number;
}

/**
 * The site's offices (src/site.ts, whose list a unit test holds this one to) with their places. Not
 * imported from there: in the contact form's island that module cost 1.3 kB of the page's script budget.
 */
export const OFFICES: readonly Office[] = [
  { city: 'London', lat: 51.51, lon: -0.13 },
  { city: 'New York', lat: 40.71, lon: -74.01 },
  { city: 'Accra', lat: 5.6, lon: -0.19 },
];

/** The map's edges in degrees, and the parallel at which it is true to scale (between the offices). */
export const FRAME = { west: -100, east: 25, north: 62, south: -2, trueAt: 35 } as const;

/** Horizontal degrees shrink towards the poles: a degree of longitude at the true parallel, in map units. */
const LON_SCALE = Math.cos((FRAME.trueAt * Math.PI) / 180);

/** The map's size in its own units (a degree of latitude is one unit). */
export const MAP_SIZE = {
  width: (FRAME.east - FRAME.west) * LON_SCALE,
  height: FRAME.north - FRAME.south,
} as const;

/**
 * A point's place on the map, in map units from its top left: an equidistant cylindrical projection,
 * true at 35° N, which keeps the three cities' coasts recognisable over so short a span of latitude.
 */
export function place(lat: number, lon: number): { x: number; y: number } {
  return { x: (lon - FRAME.west) * LON_SCALE, y: FRAME.north - lat };
}

/** The point at a place on the map: `place` undone, for the drawing's grid of dots. */
export function locate(x: number, y: number): { lat: number; lon: number } {
  return { lat: FRAME.north - y, lon: FRAME.west + x / LON_SCALE };
}
