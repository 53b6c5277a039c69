/**
 * The about family: six pages about the firm itself, each with the layers drawn from what its page
 * says (docs/design.md, "Imagery without photographs"). Coordinates are in the shared 400 × 320
 * canvas, standing on GROUND.
 */
import { GROUND } from './Drawing';
import { Bands, layers, round } from './layers';
import { paint, type Tint } from './palette';

/** Purpose and values: a foundation, the layers standing on it, and a north line rising through them. */
export function PurposeValues() {
  const foundation = { x: 28, y: GROUND - 30, width: 344, height: 30 };
  const stack = layers({
    left: 84,
    bottom: foundation.y - 8,
    width: 232,
    count: 3,
    height: 28,
    gap: 8,
    shrink: 56,
    tints: ['deep', 'mid'],
    topTint: 'pale',
  });
  // Each layer parts where the line passes: the purpose runs through every one of them.
  const parted = stack.flatMap((band) => [
    { ...band, width: band.width / 2 - 9 },
    { ...band, x: band.x + band.width / 2 + 9, width: band.width / 2 - 9 },
  ]);
  const compass = { x: 200, y: 78, r: 42 };
  const needle = 30;
  return (
    <>
      <rect {...foundation} rx={4} fill={paint('navy')} />
      <Bands bands={parted} />
      <path d={`M200 ${foundation.y}V${compass.y + compass.r}`} stroke={paint('navy')} strokeWidth={4} />
      <circle
        cx={compass.x}
        cy={compass.y}
        r={compass.r}
        fill={paint('glass')}
        stroke={paint('navy')}
        strokeWidth={5}
      />
      <path
        d={`M200 ${compass.y - compass.r + 8}v6M200 ${compass.y + compass.r - 8}v-6M${compass.x - compass.r + 8} ${compass.y}h6M${compass.x + compass.r - 8} ${compass.y}h-6`}
        stroke={paint('mid')}
        strokeWidth={3}
        strokeLinecap="round"
      />
      <path d={`M200 ${compass.y - needle}l-10 ${needle}h20Z`} fill={paint('rise')} />
      <path d={`M200 ${compass.y + needle}l-10 ${-needle}h20Z`} fill={paint('deep')} />
      <circle cx={compass.x} cy={compass.y} r={4} fill={paint('glass')} />
    </>
  );
}

/** Our people: each layer is a row of people shoulder to shoulder, fewer to the top, where three rise. */
export function OurPeople() {
  const unit = 26;
  const rows: { count: number; tint: Tint }[] = [
    { count: 12, tint: 'navy' },
    { count: 9, tint: 'deep' },
    { count: 6, tint: 'mid' },
    { count: 3, tint: 'rise' },
  ];
  // One person, drawn from the left of their shoulders: shoulders, then the head above them, then on
  // to the next person's shoulders. A row is one path, however many people stand in it.
  const person = `v-12a11 11 0 0 1 22 0v12zm4-34a7 7 0 1 1 14 0a7 7 0 1 1-14 0m${unit - 4} 34`;
  return rows.map(({ count, tint }, level) => (
    <path
      key={level}
      d={`M${200 - (count * unit) / 2 + 2} ${GROUND - level * 58}${person.repeat(count)}`}
      fill={paint(tint)}
    />
  ));
}

/** Governance: a balance standing on the layers, its two pans level, each holding an equal load. */
export function Governance() {
  const stand = layers({
    left: 128,
    bottom: GROUND,
    width: 144,
    count: 3,
    height: 18,
    gap: 5,
    shrink: 40,
    tints: ['navy', 'deep'],
    topTint: 'mid',
  });
  const beam = 96;
  const pans = [96, 304];
  const pan = 206;
  const load = (x: number) =>
    layers({
      left: x - 36,
      bottom: pan,
      width: 72,
      count: 2,
      height: 16,
      gap: 4,
      shrink: 24,
      tints: ['deep'],
      topTint: 'mid',
    });
  return (
    <>
      <path
        d={`M200 ${stand[stand.length - 1]?.y ?? GROUND}V${beam}M${pans[0]} ${beam}H${pans[1]}`}
        stroke={paint('navy')}
        strokeWidth={8}
        strokeLinecap="round"
      />
      <path
        d={pans.map((x) => `M${x - 50} ${pan}L${x} ${beam}L${x + 50} ${pan}`).join('')}
        fill="none"
        stroke={paint('mid')}
        strokeWidth={2}
        strokeLinejoin="round"
      />
      {pans.map((x) => (
        <g key={x}>
          <path d={`M${x - 56} ${pan}h112a56 18 0 0 1 -112 0Z`} fill={paint('navy')} />
          <Bands bands={load(x)} />
        </g>
      ))}
      <Bands bands={stand} />
      <path d={`M200 ${beam - 40}l14 26h-28Z`} fill={paint('rise')} />
      <circle cx={200} cy={beam} r={10} fill={paint('navy')} stroke={paint('glass')} strokeWidth={4} />
    </>
  );
}

/** A five-pointed star, its points on a circle of radius r. */
const star = (cx: number, cy: number, r: number) =>
  Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 ? r * 0.45 : r;
    const angle = (index * Math.PI) / 5 - Math.PI / 2;
    return `${index ? 'L' : 'M'}${round(cx + radius * Math.cos(angle))} ${round(cy + radius * Math.sin(angle))}`;
  }).join('') + 'Z';

/** Reputation: what clients say, as layers of quotes rising one over another, and the ratings rising too. */
export function Reputation() {
  // Three quotes, each shorter and higher than the last, turning from side to side like a conversation.
  const bubbles: { x: number; y: number; width: number; tail: 'left' | 'right'; tint: Tint }[] = [
    { x: 32, y: GROUND - 64, width: 256, tail: 'left', tint: 'navy' },
    { x: 112, y: GROUND - 132, width: 224, tail: 'right', tint: 'deep' },
    { x: 72, y: GROUND - 196, width: 168, tail: 'left', tint: 'rise' },
  ];
  const height = 48;
  return (
    <>
      {[0, 1, 2, 3, 4].map((index) => (
        <path key={index} d={star(256 + index * 28, 84 - index * 12, 9 + index)} fill={paint('deep')} />
      ))}
      {bubbles.map(({ x, y, width, tail, tint }) => {
        // The tail hangs from the bottom edge near one end, its upright side towards that end.
        const bottom = y + height;
        const [from, to] = tail === 'left' ? [x + 40, x + 26] : [x + width - 26, x + width - 40];
        const tip = tail === 'left' ? to : from;
        return (
          <path
            key={y}
            d={`M${x + 10} ${y}h${width - 20}a10 10 0 0 1 10 10v${height - 20}a10 10 0 0 1-10 10H${from}L${tip} ${bottom + 16}L${to} ${bottom}H${x + 10}a10 10 0 0 1-10-10v${20 - height}a10 10 0 0 1 10-10Z`}
            fill={paint(tint)}
          />
        );
      })}
      {/* A closing quotation mark on the top quote: two dots, each with its tail. */}
      <g fill={paint('glass')} stroke={paint('glass')} strokeWidth={4} strokeLinecap="round">
        {[100, 122].map((x) => (
          <path key={x} d={`M${x} 106m-6 0a6 6 0 1 1 12 0q0 12-12 16`} />
        ))}
      </g>
    </>
  );
}

/** At a glance: the firm on one card, its layers turned into a bar chart beside a dial and a few columns. */
export function AtAGlance() {
  const card = { x: 32, y: 52, width: 336, height: GROUND - 52 };
  const bars = layers({
    left: 72,
    bottom: GROUND - 32,
    width: 184,
    count: 4,
    height: 24,
    gap: 14,
    shrink: 44,
    align: 'start',
  });
  const highest = bars[bars.length - 1]?.y ?? 0;
  const dial = { cx: 306, cy: 164, r: 32 };
  // Three quarters round from the top, ending at the left.
  const dialArc = `M${dial.cx} ${dial.cy - dial.r}A${dial.r} ${dial.r} 0 1 1 ${dial.cx - dial.r} ${dial.cy}`;
  return (
    <>
      <rect {...card} rx={16} fill={paint('glass')} stroke={paint('pale')} strokeWidth={3} />
      <g strokeLinecap="round">
        <path d="M60 84h72" stroke={paint('pale')} strokeWidth={8} />
        <path d={`M60 ${GROUND - 24}V${highest - 8}`} stroke={paint('deep')} strokeWidth={3} />
        <circle cx={dial.cx} cy={dial.cy} r={dial.r} fill="none" stroke={paint('mist')} strokeWidth={14} />
        <path d={dialArc} fill="none" stroke={paint('deep')} strokeWidth={14} strokeLinecap="butt" />
      </g>
      <Bands bands={bars} radius={2} />
      {/* Under the dial, a small column chart: three figures, rising. */}
      <path
        d={[0, 1, 2]
          .map((index) => `M${290 + index * 20} ${GROUND - 32}v${-14 - index * 10}h12v${14 + index * 10}z`)
          .join('')}
        fill={paint('mid')}
      />
    </>
  );
}
