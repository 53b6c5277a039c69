import { CANVAS, GROUND } from './Drawing';
import { paint } from './palette';

/** How far the ground runs out past the canvas on each side: wider than any panel the drawing can sit in. */
const RUN_OUT = 1600;

/**
 * The hero panel's landscape (review 14: "a small pictogram in an identical navy tile"): the ground
 * every drawing stands on, run out to the panel's edges, and the rise behind it as a low sun's rings,
 * the firm's name drawn once. The drawing overflows its box (art.module.css) and the panel clips it.
 */
export function Horizon() {
  return (
    <>
      <circle
        cx={CANVAS.width / 2}
        cy={GROUND}
        r={112}
        fill="none"
        stroke={paint('rise')}
        strokeWidth={2.5}
        opacity={0.9}
      />
      <circle
        cx={CANVAS.width / 2}
        cy={GROUND}
        r={150}
        fill="none"
        stroke={paint('rise')}
        strokeWidth={2}
        opacity={0.55}
      />
      <circle
        cx={CANVAS.width / 2}
        cy={GROUND}
        r={188}
        fill="none"
        stroke={paint('rise')}
        strokeWidth={1.5}
        opacity={0.3}
      />
      <rect x={-RUN_OUT} y={GROUND} width={CANVAS.width + 2 * RUN_OUT} height={CANVAS.height} fill={paint('mist')} />
      <path d={`M${-RUN_OUT} ${GROUND}H${CANVAS.width + RUN_OUT}`} stroke={paint('deep')} strokeWidth={1.5} />
    </>
  );
}
