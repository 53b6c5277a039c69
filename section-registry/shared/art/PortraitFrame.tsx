import type { CSSProperties, ReactNode } from 'react';
import { Drawing } from './Drawing';
import { Bands, layers } from './layers';
import { PORTRAIT_TINT } from './portrait-tint';
import classes from './art.module.css';

/** The band the frame stands on: three thin layers stepping up to amber, under the frame's left edge. */
const PLINTH = layers({
  left: 0,
  bottom: 12,
  width: 100,
  count: 3,
  height: 3,
  gap: 1.5,
  shrink: 30,
  align: 'start',
  tints: ['deep', 'mid'],
});

type TintStyle = CSSProperties & Record<'--portrait-bg' | '--portrait-ink', string>;

interface PortraitFrameProps {
  /** What the frame holds: <Initials> or an <img> from content (it fills the frame, cropped to it). */
  children: ReactNode;
  size?: 'md' | 'lg';
}

/**
 * One portrait treatment for every person: a rounded square in the one portrait tint, standing on a
 * thin band of layers. The same frame holds a photograph or initials. Decorative (the person's name
 * is beside it), so it is hidden from assistive technology.
 */
const TINT_STYLE: TintStyle = {
  '--portrait-bg': `var(${PORTRAIT_TINT.background})`,
  '--portrait-ink': `var(${PORTRAIT_TINT.ink})`,
};

export function PortraitFrame({ children, size = 'md' }: PortraitFrameProps) {
  return (
    <div className={`${classes.portrait} ${classes[size]}`} style={TINT_STYLE} aria-hidden="true">
      <div className={classes.frame}>{children}</div>
      <Drawing viewBox="0 0 100 12" className={classes.plinth}>
        <Bands bands={PLINTH} radius={1} />
      </Drawing>
    </div>
  );
}

/** A person's initials, set in the display serif and sized for the frame they sit in. */
export function Initials({ children }: { children: string }) {
  return <span className={classes.initials}>{children}</span>;
}
