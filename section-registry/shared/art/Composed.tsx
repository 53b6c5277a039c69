import type { ReactNode } from 'react';
import { Drawing } from './Drawing';
import { Horizon } from './horizon';
import classes from './art.module.css';

export interface ComposedProps {
  /** `panel` for the heroes' navy panel: every layer lighter than the navy (art.module.css, `.onPanel`). */
  tone?: 'light' | 'panel';
  /** The rise's rings behind the drawing: not behind a chart (the services' specimens), where they read as clutter. */
  rings?: boolean;
  className?: string;
}

/**
 * One composition on the shared canvas, in its tone: the body of FamilyArt and ServiceArt, which differ
 * only in which compositions they can look up (an island that shows services ships only theirs).
 */
export function Composed({
  Composition,
  tone = 'light',
  rings = true,
  className,
}: ComposedProps & { Composition: () => ReactNode }) {
  const toneClass = { light: '', panel: classes.onPanel }[tone];
  const classNames = [toneClass, className].filter(Boolean).join(' ');
  return (
    <Drawing className={classNames || undefined}>
      {/* In a hero's panel the drawing is the page's picture: it gets a landscape to stand in. */}
      {tone !== 'light' && <Horizon rings={rings} />}
      <Composition />
    </Drawing>
  );
}
