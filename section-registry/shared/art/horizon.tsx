import { CANVAS, GROUND } from './Drawing';
import { paint } from './palette';

/** How far the ground runs out past the canvas on each side: wider than any panel the drawing can sit in. */
const RUN_OUT = 1600;

/** The rise's rings, from the nearest out, each fainter: the ground covers their lower halves. */
const RINGS = [
  { radius: 112, width: 2.5, opacity: 0.9 },
  { radius: 150, width: 2, opacity: 0.55 },
  { radius: 188, width: 1.5, opacity: 0.3 },
] as const;

/**
 * The hero panel's landscape (review 14: "a small pictogram in an identical navy tile"): the ground
 * every drawing stands on, run out to the panel's edges, and the rise behind it as a low sun's rings,
 * the firm's name drawn once. The drawing overflows its box (art.module.css) and the panel clips it.
 */
export function Horizon({ rings = true }: { rings?: boolean }) {
  return (
    <>
      {(rings ? RINGS : []).map((ring) => (
        <circle
          key={ring.radius}
          cx={CANVAS.width / 2}
          cy={GROUND}
          r={ring.radius}
          fill="none"
          stroke={paint('rise')}
          strokeWidth={ring.width}
          opacity={ring.opacity}
        />
      ))}
      <rect x={-RUN_OUT} y={GROUND} width={CANVAS.width + 2 * RUN_OUT} height={CANVAS.height} fill={paint('mist')} />
      <path d={`M${-RUN_OUT} ${GROUND}H${CANVAS.width + RUN_OUT}`} stroke={paint('deep')} strokeWidth={1.5} />
    </>
  );
}
