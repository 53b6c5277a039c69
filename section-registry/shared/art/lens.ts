import { round, type Band } from './layers';

export interface Circle {
  cx: number;
  cy: number;
  r: number;
}

/**
 * The outline of a band cut to a circle, as path data: what a band looks like seen through a lens.
 * A clipPath would need an id, and ids repeat when a drawing appears twice on a page, so the cut is
 * computed instead: each side of the band is the band's own edge where it lies inside the circle and
 * an arc of the circle where it does not. Null when the band misses the circle.
 */
export function clipToCircle(band: Band, { cx, cy, r }: Circle): string | null {
  const top = Math.max(band.y, cy - r);
  const bottom = Math.min(band.y + band.height, cy + r);
  if (bottom <= top || band.x >= cx + r || band.x + band.width <= cx - r) return null;

  const halfChord = (y: number) => Math.sqrt(Math.max(0, r * r - (y - cy) ** 2));
  const right = side(band.x + band.width, +1);
  const left = side(band.x, -1);
  const topEdge = [left.at(top), right.at(top)] as const;
  if (topEdge[1] <= topEdge[0]) return null;
  const arc = (x: number, y: number) => `A${r} ${r} 0 0 1 ${round(x)} ${round(y)}`;
  const line = (x: number, y: number) => `L${round(x)} ${round(y)}`;

  return [
    `M${round(topEdge[0])} ${round(top)}`,
    line(topEdge[1], top),
    ...right.walk(top, bottom, arc, line),
    line(left.at(bottom), bottom),
    ...left.walk(bottom, top, arc, line),
    'Z',
  ].join('');

  /** One side of the cut band: the band's edge at `edge`, or the circle where that lies outside it. */
  function side(edge: number, direction: 1 | -1) {
    const at = (y: number) => (direction > 0 ? Math.min(edge, cx + halfChord(y)) : Math.max(edge, cx - halfChord(y)));
    const onCircle = (y: number) => at(y) !== edge;
    // Where the band's edge crosses the circle: the side changes from line to arc there. An edge
    // beyond the circle never crosses it, and that side is one arc.
    const reach = Math.sqrt(r * r - (edge - cx) ** 2);
    const crossings = Number.isNaN(reach) || reach === 0 ? [] : [cy - reach, cy + reach];
    return {
      at,
      walk(from: number, to: number, arc: (x: number, y: number) => string, line: typeof arc) {
        const inside = crossings.filter((y) => y > Math.min(from, to) && y < Math.max(from, to));
        const stops = [...(from < to ? inside : inside.reverse()), to];
        let previous = from;
        return stops.map((y) => {
          const segment = onCircle((previous + y) / 2) ? arc(at(y), y) : line(at(y), y);
          previous = y;
          return segment;
        });
      },
    };
  }
}
