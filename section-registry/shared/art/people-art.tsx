/** The people families: resourcing places people into the layers; associates are a network around them. */
import { GROUND } from './Drawing';
import { Bands, layers, type Band } from './layers';
import { paint, type Tint } from './palette';

/** People-nodes: a ring of glass lifts each off whatever lies behind it. */
function Node({ x, y, tint, r = 12 }: { x: number; y: number; tint: Tint; r?: number }) {
  return <circle cx={x} cy={y} r={r} fill={paint(tint)} stroke={paint('glass')} strokeWidth={4} />;
}

/** Resourcing: places on each layer filled by people, the last one arriving at the top. */
export function Resourcing() {
  const stack = layers({
    left: 40,
    bottom: GROUND,
    width: 320,
    count: 3,
    height: 44,
    gap: 10,
    shrink: 96,
    tints: ['mist', 'pale'],
    topTint: 'mist',
  });
  const places = stack.flatMap((band: Band, level) => {
    const count = 4 - level;
    return Array.from({ length: count }, (_, index) => ({
      x: band.x + ((index + 0.5) * band.width) / count,
      y: band.y + band.height / 2,
      level,
    }));
  });
  const open = places[places.length - 1];
  if (!open) return null;
  return (
    <>
      <Bands bands={stack} radius={6} />
      {places.slice(0, -1).map(({ x, y, level }) => (
        <Node key={`${x}-${y}`} x={x} y={y} tint={level === 0 ? 'navy' : 'deep'} />
      ))}
      <circle cx={open.x} cy={open.y} r={11} fill="none" stroke={paint('deep')} strokeWidth={2} strokeDasharray="4 4" />
      <path
        d={`M${open.x} ${open.y - 24}V${open.y - 64}`}
        stroke={paint('pale')}
        strokeWidth={2}
        strokeDasharray="3 5"
      />
      <Node x={open.x} y={open.y - 84} tint="rise" r={14} />
    </>
  );
}

/** Associates: the firm's layers at the centre, a network of people linked to it and to one another. */
export function Associates() {
  const firm = layers({ left: 140, bottom: GROUND, width: 120, count: 3, height: 22, gap: 6, shrink: 36 });
  const top = firm[firm.length - 1] ?? { x: 0, y: 0, width: 0 };
  const hub = { x: top.x + top.width / 2, y: top.y };
  // Two rings of people: the nearer linked to the firm, the farther to the nearer.
  const near: { x: number; y: number; tint: Tint }[] = [
    { x: 92, y: 170, tint: 'deep' },
    { x: 200, y: 96, tint: 'navy' },
    { x: 308, y: 170, tint: 'deep' },
  ];
  const far: { x: number; y: number; tint: Tint; via: number }[] = [
    { x: 40, y: 252, tint: 'mid', via: 0 },
    { x: 64, y: 82, tint: 'mid', via: 0 },
    { x: 132, y: 36, tint: 'pale', via: 1 },
    { x: 268, y: 36, tint: 'mid', via: 1 },
    { x: 336, y: 82, tint: 'pale', via: 2 },
    { x: 360, y: 252, tint: 'mid', via: 2 },
  ];
  const link = (from: { x: number; y: number }, to: { x: number; y: number }) => `M${from.x} ${from.y}L${to.x} ${to.y}`;
  const links = [
    ...near.map((person) => link(hub, person)),
    ...far.map((person) => link(near[person.via] ?? hub, person)),
    link(near[0] ?? hub, near[1] ?? hub),
    link(near[1] ?? hub, near[2] ?? hub),
  ];
  return (
    <>
      <path d={links.join('')} stroke={paint('pale')} strokeWidth={2} />
      <Bands bands={firm} />
      {[...near, ...far].map((person) => (
        <Node key={`${person.x}-${person.y}`} {...person} r={near.includes(person) ? 14 : 10} />
      ))}
    </>
  );
}
