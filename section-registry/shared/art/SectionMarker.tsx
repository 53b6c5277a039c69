import { Drawing } from './Drawing';
import { Bands, layers } from './layers';
import classes from './art.module.css';

/** Three short bars stepping up to an amber top, left-aligned like the heading they stand over. */
const BARS = layers({
  left: 0,
  bottom: 16,
  width: 40,
  count: 3,
  height: 4,
  gap: 2,
  shrink: 12,
  align: 'start',
  tints: ['deep', 'mid'],
});

/**
 * The mark above every section heading (about 40 × 16 px). `tone="dark"` on navy panels, where the
 * lower bars lighten so they still show.
 */
export function SectionMarker({ tone = 'light', className }: { tone?: 'light' | 'dark'; className?: string }) {
  const classNames = [classes.marker, tone === 'dark' && classes.markerOnDark, className].filter(Boolean).join(' ');
  return (
    <Drawing viewBox="0 0 40 16" className={classNames}>
      <Bands bands={BARS} radius={1} />
    </Drawing>
  );
}
