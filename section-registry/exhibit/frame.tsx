import type { ReactNode } from 'react';
import { TYPE_SCALE } from '../../src/design-tokens';
import classes from './exhibit.module.css';

/**
 * How an exhibit is laid out: for a phone (narrow), a tablet or small laptop (wide) or a laptop's full
 * column (large). Each is drawn without a viewBox, its positions across in percentages of the width and
 * down in pixels, so text stays at its size whatever the width; `least` is the narrowest width the
 * layout meets (320, 768 and 1200 px less the gutters), which labels are wrapped for.
 */
export interface Mode {
  name: 'narrow' | 'wide' | 'large';
  narrow: boolean;
  least: number;
  /** Labels: the small step of the type scale. */
  text: number;
  /** Axis values: the smallest text an exhibit sets (a phone's labels stay at 14 px or more). */
  axis: number;
  /** The large figures and headings inside a graphic, in the display face. */
  figure: number;
}

export const MIN_TEXT = 14;

export const MODES: readonly Mode[] = [
  { name: 'narrow', narrow: true, least: 280, text: TYPE_SCALE.small.phone, axis: MIN_TEXT, figure: 26 },
  { name: 'wide', narrow: false, least: 700, text: TYPE_SCALE.small.wide, axis: MIN_TEXT, figure: 34 },
  { name: 'large', narrow: false, least: 1120, text: TYPE_SCALE.small.wide, axis: MIN_TEXT, figure: 34 },
];

/** The colours, by role (exhibit.module.css maps them for forced colours); text is currentColor. */
export const INK = {
  /** The data. */
  mark: 'var(--xd)',
  /** A second, quieter state (before, planned), always with an edge in `mark`. */
  soft: 'var(--xs)',
  /** The point of the exhibit, always with an edge in the text colour. */
  accent: 'var(--xa)',
  /** Gridlines. */
  grid: 'var(--xg)',
  /** Measured results (evergreen: docs/design.md). */
  evidence: 'var(--xe)',
  text: 'currentColor',
  /** The section's own background, for a halo round words drawn over lines. */
  surface: 'var(--xb)',
  /** Text on a solid accent: the text colour, or the system's for text on its highlight. */
  onAccent: 'var(--xh, currentColor)',
} as const;

/** The display face for a figure inside a graphic. */
export const DISPLAY = 'var(--font-display)';

/** One layout of a graphic: an SVG image, shown at the widths its mode is for. */
export function Graphic({
  mode,
  height,
  label,
  children,
}: {
  mode: Mode;
  height: number;
  label: string;
  children: ReactNode;
}) {
  return (
    <svg
      className={classes[mode.name]}
      role="img"
      aria-label={label}
      width="100%"
      height={Math.ceil(height)}
      fontSize={mode.text}
      fill={INK.text}
      overflow="visible"
    >
      {children}
    </svg>
  );
}

/** Text of one or more lines, each line a tspan at the same x. */
export function Lines({
  x,
  y,
  lines,
  size,
  lineHeight = 1.3,
  anchor = 'start',
  bold = false,
  family,
  halo = false,
}: {
  x: string | number;
  y: number;
  lines: readonly string[];
  size: number;
  lineHeight?: number;
  anchor?: 'start' | 'middle' | 'end';
  bold?: boolean;
  family?: string;
  /** Outline the words in the surface's colour, so a line drawn under them stops short of them. */
  halo?: boolean;
}) {
  return (
    <text
      x={x}
      y={y}
      fontSize={size}
      textAnchor={anchor}
      fontWeight={bold ? 600 : undefined}
      fontFamily={family}
      {...(halo && { stroke: INK.surface, strokeWidth: 5, strokeLinejoin: 'round' as const, paintOrder: 'stroke' })}
    >
      {lines.map((line, index) => (
        <tspan key={index} x={x} dy={index === 0 ? 0 : size * lineHeight}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/** How tall `count` lines of `size` are, as Lines sets them. */
export const linesHeight = (count: number, size: number, lineHeight = 1.3) => Math.max(count, 1) * size * lineHeight;
