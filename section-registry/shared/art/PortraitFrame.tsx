import type { CSSProperties, ReactNode } from 'react';
import { PORTRAIT_TINT } from './portrait-tint';
import classes from './art.module.css';

type TintStyle = CSSProperties & Record<'--portrait-bg' | '--portrait-ink', string>;

interface PortraitFrameProps {
  /** What the frame holds: <Initials> or an <img> from content (it fills the frame, cropped to it). */
  children: ReactNode;
  size?: 'md' | 'lg';
}

/**
 * One portrait treatment for every person: a rounded square in the one portrait tint (no band of layers
 * under it since review 14: the device under every face read as a tic). The same frame holds a
 * photograph or initials. Decorative (the person's name is beside it), so it is hidden from assistive
 * technology.
 */
const TINT_STYLE: TintStyle = {
  '--portrait-bg': `var(${PORTRAIT_TINT.background})`,
  '--portrait-ink': `var(${PORTRAIT_TINT.ink})`,
};

export function PortraitFrame({ children, size = 'md' }: PortraitFrameProps) {
  return (
    <div className={`${classes.portrait} ${classes[size]}`} style={TINT_STYLE} aria-hidden="true">
      <div className={classes.frame}>{children}</div>
    </div>
  );
}

/** A person's initials, set in the display serif and sized for the frame they sit in. */
export function Initials({ children }: { children: string }) {
  return <span className={classes.initials}>{children}</span>;
}
