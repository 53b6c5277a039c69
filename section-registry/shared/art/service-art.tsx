/**
 * The six service families: each does one thing to the layers (docs/design.md, "Imagery without
 * photographs"). Coordinates are in the shared 400 × 320 canvas, standing on GROUND.
 */
import { GROUND } from './Drawing';
import { Bands, layers } from './layers';
import { clipToCircle, type Circle } from './lens';
import { paint, type Tint } from './palette';
import { DotField } from './texture';

/** Consulting looks through a lens: pale layers outside, their true colours inside the glass. */
export function Consulting() {
  const stack = layers({ left: 24, bottom: GROUND, width: 300, count: 5, height: 32, gap: 8, shrink: 60 });
  const ghost = stack.map((band): typeof band => ({ ...band, tint: band.tint === 'rise' ? 'pale' : 'mist' }));
  const lens: Circle = { cx: 222, cy: 146, r: 70 };
  return (
    <>
      <DotField x={288} y={32} columns={6} rows={4} />
      <Bands bands={ghost} />
      <circle cx={lens.cx} cy={lens.cy} r={lens.r} fill={paint('glass')} />
      {stack.map((band, index) => {
        const seen = clipToCircle(band, lens);
        return seen && <path key={index} d={seen} fill={paint(band.tint)} />;
      })}
      <g fill="none" stroke={paint('navy')} strokeLinecap="round">
        <circle cx={lens.cx} cy={lens.cy} r={lens.r} strokeWidth={8} />
        <path d="M276 200L330 254" strokeWidth={16} />
      </g>
    </>
  );
}

/** Organisational design arranges the layers as modules, one of them lifted out to be placed anew. */
export function OrganisationalDesign() {
  const rows: { widths: number[]; tint: Tint }[] = [
    { widths: [96, 64, 112], tint: 'navy' },
    { widths: [80, 116], tint: 'deep' },
    { widths: [60, 68], tint: 'mid' },
    { widths: [56], tint: 'rise' },
  ];
  const height = 42;
  const gap = 8;
  const modules = rows.flatMap(({ widths, tint }, level) => {
    const total = widths.reduce((sum, width) => sum + width, 0) + gap * (widths.length - 1);
    let x = 184 - total / 2;
    return widths.map((width) => {
      const module = { x, y: GROUND - (level + 1) * height - level * gap, width, height, tint };
      x += width + gap;
      return module;
    });
  });
  // The module being moved: its place in the row left as an outline, the module itself lifted and turning.
  const movedIndex = 4;
  const moved = modules[movedIndex];
  if (!moved) return null;
  return (
    <>
      <DotField x={40} y={40} columns={6} rows={4} />
      <Bands bands={modules.filter((_, index) => index !== movedIndex)} radius={6} />
      <rect
        x={moved.x + 2}
        y={moved.y + 2}
        width={moved.width - 4}
        height={height - 4}
        rx={5}
        fill="none"
        stroke={paint('mid')}
        strokeWidth={2}
        strokeDasharray="6 5"
      />
      <rect
        x={moved.x + 64}
        y={moved.y - 136}
        width={moved.width}
        height={height}
        rx={6}
        fill={paint('deep')}
        transform={`rotate(-8 ${moved.x + 64 + moved.width / 2} ${moved.y - 115})`}
      />
    </>
  );
}

/** Mindset and culture change lets the layers ripple out from a rising centre, thinning as they spread. */
export function MindsetCultureChange() {
  const rings: { radius: number; width: number; tint: Tint }[] = [
    { radius: 68, width: 26, tint: 'deep' },
    { radius: 110, width: 17, tint: 'mid' },
    { radius: 148, width: 11, tint: 'pale' },
    { radius: 182, width: 6, tint: 'mist' },
  ];
  const cx = 200;
  return (
    <>
      {rings.map(({ radius, width, tint }) => (
        <path
          key={radius}
          d={`M${cx - radius} ${GROUND}A${radius} ${radius} 0 0 1 ${cx + radius} ${GROUND}`}
          fill="none"
          stroke={paint(tint)}
          strokeWidth={width}
        />
      ))}
      <path d={`M${cx - 38} ${GROUND}A38 38 0 0 1 ${cx + 38} ${GROUND}Z`} fill={paint('rise')} />
    </>
  );
}

/** Transformation shifts the layers into line: the lower a layer, the further it still has to move. */
export function TransformationChange() {
  const stack = layers({ left: 60, bottom: GROUND, width: 280, count: 5, height: 32, gap: 8, shrink: 52 });
  const drift = [-40, 28, -16, 6, 0];
  const moved = stack.map((band, index) => ({ ...band, x: band.x + (drift[index] ?? 0) }));
  // A chevron beside each layer still out of line, pointing the way it is going.
  const chevrons = moved
    .map((band, index) => {
      const shift = drift[index] ?? 0;
      if (Math.abs(shift) < 10) return '';
      const middle = band.y + band.height / 2;
      return shift < 0
        ? `M${band.x + band.width + 12} ${middle - 7}l7 7-7 7`
        : `M${band.x - 12} ${middle - 7}l-7 7 7 7`;
    })
    .join('');
  return (
    <>
      <path d="M200 40V296" stroke={paint('pale')} strokeWidth={2} strokeDasharray="4 6" />
      <Bands bands={moved} />
      <path
        d={chevrons}
        fill="none"
        stroke={paint('mid')}
        strokeWidth={3}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  );
}

/** Quality assurance measures the layers against a level, and marks where they meet it. */
export function QualityAssurance() {
  const stack = layers({ left: 32, bottom: GROUND, width: 256, count: 4, height: 36, gap: 8, shrink: 58 });
  const level = stack[stack.length - 1]?.y ?? 0;
  const ticks = Array.from({ length: 7 }, (_, index) => GROUND - index * 36);
  return (
    <>
      <Bands bands={stack} />
      <g stroke={paint('deep')} strokeWidth={2} strokeLinecap="round">
        <path d={`M342 ${GROUND}V${ticks[ticks.length - 1]}`} />
        <path d={ticks.map((y, index) => `M${index % 2 ? 332 : 326} ${y}H342`).join('')} />
        <path d={`M24 ${level}H342`} strokeDasharray="2 8" />
      </g>
      <circle cx={342} cy={level} r={17} fill={paint('proof')} />
      <path
        d={`M334 ${level}l6 6 10-12`}
        fill="none"
        stroke={paint('glass')}
        strokeWidth={3.5}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  );
}

/** Learning and development climbs the layers as steps, its progress marked in evergreen. */
export function LearningDevelopment() {
  const steps = layers({
    left: 48,
    bottom: GROUND,
    width: 320,
    count: 5,
    height: 38,
    gap: 4,
    shrink: 60,
    align: 'end',
  });
  const treads = steps.map((step) => ({ x: step.x + 24, y: step.y - 11 }));
  const goal = treads[treads.length - 1] ?? { x: 0, y: 0 };
  return (
    <>
      <DotField x={56} y={40} columns={7} rows={4} />
      <Bands bands={steps} />
      <path
        d={treads.map(({ x, y }, index) => `${index ? 'L' : 'M'}${x} ${y}`).join('')}
        fill="none"
        stroke={paint('proof')}
        strokeWidth={2}
        strokeDasharray="3 6"
        strokeLinecap="round"
      />
      {treads.slice(0, -1).map(({ x, y }) => (
        <circle key={x} cx={x} cy={y} r={7} fill={paint('proof')} />
      ))}
      <circle cx={goal.x} cy={goal.y} r={8} fill={paint('glass')} stroke={paint('proof')} strokeWidth={3} />
    </>
  );
}
