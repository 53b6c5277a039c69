import { Drawing } from './Drawing';
import { Bands, layers } from './layers';
import classes from './art.module.css';

const WIDTH = 320;
const HEIGHT = 136;

/** From the corner up: wide and dark at the panel's edge, shorter and lighter as they rise, amber on top. */
const RISING = layers({
  left: 0,
  bottom: HEIGHT,
  width: WIDTH,
  count: 4,
  height: 22,
  gap: 10,
  shrink: 76,
  align: 'end',
  tints: ['navy', 'mid', 'deep'],
});

/**
 * Layers rising from the lower right corner of the navy call-to-action panel. It places itself
 * (absolutely, in the corner, behind the panel's content); the panel needs `position: relative`,
 * `overflow: hidden` and `isolation: isolate`. `className` adjusts the size or position.
 */
export function CtaLayers({ className }: { className?: string }) {
  const classNames = [classes.ctaLayers, classes.onDark, className].filter(Boolean).join(' ');
  return (
    <Drawing viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={classNames}>
      {/* The bottom band runs on past the corner, so the panel's rounded corner cuts it, not a gap. */}
      <Bands
        bands={RISING.map((band, index) => (index === 0 ? { ...band, width: band.width + 8 } : band))}
        radius={4}
      />
    </Drawing>
  );
}
