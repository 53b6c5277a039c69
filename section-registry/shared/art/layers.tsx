import { paint, RAMP, type Tint } from './palette';

/** One horizontal band of a drawing, in the drawing's own units (its viewBox). */
export interface Band {
  x: number;
  y: number;
  width: number;
  height: number;
  tint: Tint;
}

export interface StackOptions {
  /** Left edge of the base layer. */
  left: number;
  /** Bottom edge of the base layer: the ground the stack stands on. */
  bottom: number;
  /** Width of the base layer. */
  width: number;
  count: number;
  /** Each layer's height, and the gap between two. */
  height: number;
  gap: number;
  /** How much shorter each layer is than the one below it. */
  shrink: number;
  /** Where the shorter layers sit over the base: centred (the pyramid) or against one side (the steps). */
  align?: 'center' | 'start' | 'end';
  /** Tints from the base up; the top layer is amber unless `topTint` says otherwise. */
  tints?: readonly Tint[];
  topTint?: Tint;
}

/**
 * The one device: layers stacked from the ground up, each shorter than the one below, the top one
 * amber. Returns the bands from the base up, for a composition to draw as they are or to move.
 */
export function layers({
  left,
  bottom,
  width,
  count,
  height,
  gap,
  shrink,
  align = 'center',
  tints = RAMP,
  topTint = 'rise',
}: StackOptions): Band[] {
  return Array.from({ length: count }, (_, level) => {
    const bandWidth = width - shrink * level;
    const slack = width - bandWidth;
    const offset = align === 'center' ? slack / 2 : align === 'end' ? slack : 0;
    const isTop = level === count - 1;
    return {
      x: round(left + offset),
      y: round(bottom - (level + 1) * height - level * gap),
      width: round(bandWidth),
      height,
      tint: isTop ? topTint : (tints[Math.min(level, tints.length - 1)] ?? 'deep'),
    };
  });
}

/** Coordinates to one decimal: short markup, and the same digits on the server and in the browser. */
export const round = (value: number) => Math.round(value * 10) / 10;

/** Draws bands as rounded rectangles; `radius` softens their corners a little, never into pills. */
export function Bands({ bands, radius = 3 }: { bands: readonly Band[]; radius?: number }) {
  return bands.map((band, index) => (
    <rect
      key={index}
      x={band.x}
      y={band.y}
      width={band.width}
      height={band.height}
      rx={radius || undefined}
      fill={paint(band.tint)}
    />
  ));
}
