import type { ReactNode } from 'react';
import classes from './art.module.css';

/** Every family drawing shares one canvas: 5:4, the proportion of a hero's right column. */
export const CANVAS = { width: 400, height: 320 } as const;

/** The line every family drawing stands on, so they read as one set. */
export const GROUND = 284;

interface DrawingProps {
  viewBox?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A decorative drawing: hidden from assistive technology and from the tab order (old Edge focused
 * SVGs), scaled to its container's width, restyled by art.module.css for forced colours and print.
 */
export function Drawing({ viewBox = `0 0 ${CANVAS.width} ${CANVAS.height}`, className, children }: DrawingProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={viewBox}
      className={className ? `${classes.drawing} ${className}` : classes.drawing}
    >
      {children}
    </svg>
  );
}
