import type { ReactNode } from 'react';
import { Drawing } from './Drawing';
import { Horizon } from './horizon';
import classes from './art.module.css';

export interface ComposedProps {
  /** `panel` for the heroes' navy panel: every layer lighter than the navy (art.module.css, `.onPanel`). */
  tone?: 'light' | 'panel';
  className?: string;
}

/**
 * One composition on the shared canvas, in its tone: the body of FamilyArt and ServiceArt, which differ
 * only in which compositions they can look up (an island that shows services ships only theirs).
 */
export function Composed({ Composition, tone = 'light', className }: ComposedProps & { Composition: () => ReactNode }) {
  const classNames = [tone === 'panel' ? classes.onPanel : '', className].filter(Boolean).join(' ');
  return (
    <Drawing className={classNames || undefined}>
      {/* In a navy panel the drawing is the page's picture: it gets a landscape to stand in. */}
      {tone === 'panel' && <Horizon />}
      <Composition />
    </Drawing>
  );
}
