/** The course families: a summit, ten mindsets and a short, intense sprint (the courses' own picture is rendered). */
import { GROUND } from './Drawing';
import { Bands, layers } from './layers';
import { paint, RAMP, type Tint } from './palette';
import { DotField } from './texture';

/** Essential leadership: a summit, the layers narrowing steeply to a peak with a pennant on it. */
export function EssentialLeadership() {
  const stack = layers({
    left: 52,
    bottom: GROUND,
    width: 296,
    count: 5,
    height: 30,
    gap: 6,
    shrink: 62,
    tints: ['navy', 'deep', 'mid', 'pale'],
    topTint: 'pale',
  });
  const peak = stack[stack.length - 1];
  if (!peak) return null;
  const pole = peak.x + peak.width / 2;
  const top = peak.y - 92;
  return (
    <>
      <DotField x={252} y={40} columns={7} rows={4} />
      <Bands bands={stack} />
      <path d={`M${pole} ${peak.y}V${top}`} stroke={paint('navy')} strokeWidth={4} strokeLinecap="round" />
      <path d={`M${pole + 2} ${top}l58 18-58 18Z`} fill={paint('rise')} />
    </>
  );
}

/** Ten talent mindset: ten, set as the layers of a pyramid (four, three, two, one). */
export function TenTalentMindset() {
  const radius = 26;
  const pitch = 64;
  const rows = [4, 3, 2, 1];
  return rows.flatMap((count, level) => {
    const tint: Tint = level === rows.length - 1 ? 'rise' : (RAMP[level] ?? 'deep');
    const y = GROUND - radius - level * (pitch - 8);
    return Array.from({ length: count }, (_, index) => (
      <circle
        key={`${level}-${index}`}
        cx={200 + (index - (count - 1) / 2) * pitch}
        cy={y}
        r={radius}
        fill={paint(tint)}
      />
    ));
  });
}

/** Bootcamps: short and intense, three heavy layers driving forward with speed lines behind them. */
export function Bootcamps() {
  const stack = layers({
    left: 120,
    bottom: GROUND,
    width: 256,
    count: 3,
    height: 48,
    gap: 8,
    shrink: 72,
    align: 'end',
  });
  // Two speed lines behind each layer, ending just short of it: a long one and a fainter short one.
  const trail = (length: (index: number) => number, offset: number) =>
    stack
      .map((band, index) => {
        const end = band.x - 14;
        return `M${end - length(index)} ${band.y + band.height / 2 + offset}H${end}`;
      })
      .join('');
  return (
    <>
      <g strokeWidth={8} strokeLinecap="round">
        <path d={trail((index) => 64 - index * 8, -9)} stroke={paint('pale')} />
        <path d={trail((index) => 36 + index * 10, 9)} stroke={paint('mist')} />
      </g>
      <Bands bands={stack} radius={4} />
    </>
  );
}
