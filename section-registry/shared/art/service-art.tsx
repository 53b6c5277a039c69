/**
 * The six service families, each drawn as a specimen of the exhibit on its own page: the chart a buyer
 * meets further down, in miniature and without words (docs/design.md, "Imagery without photographs").
 * Reviews 22 and 23 found those exhibits the most original thing on the site and the pictograms above
 * them literal, so the heroes now preview the evidence. Coordinates are in the shared 400 × 320 canvas,
 * standing on GROUND. Amber marks the one thing each chart points to (week six, the layers removed, the
 * targets, the low point, the overall opinion); evergreen is only for a measured result.
 */
import { GROUND } from './Drawing';
import { paint } from './palette';

/** Consulting's diagnostic, week by week: five phases staggered over twelve weeks, week six marked. */
export function Consulting() {
  const week = 28;
  const left = 32;
  const x = (weeks: number) => left + weeks * week;
  // Scope, discover, analyse, recommend: from and to, in weeks.
  const phases = [
    [0, 2],
    [1, 6],
    [4, 9],
    [8, 11],
  ] as const;
  const rowY = (row: number) => 58 + row * 44;
  return (
    <>
      {/* The weeks, as faint rules. */}
      <g stroke={paint('pale')} strokeWidth={1} opacity={0.35}>
        {Array.from({ length: 13 }, (_, index) => (
          <path key={index} d={`M${x(index)} 40V${GROUND}`} />
        ))}
      </g>
      {/* Week six: the emerging findings tested with the client's team. */}
      <rect x={x(5)} y={40} width={week} height={GROUND - 40} fill={paint('pale')} opacity={0.16} />
      <path d={`M${x(6)} 40V${GROUND}`} stroke={paint('rise')} strokeWidth={2.5} />
      {phases.map(([from, to], row) => (
        <rect key={row} x={x(from)} y={rowY(row)} width={x(to) - x(from)} height={22} rx={3} fill={paint('mid')} />
      ))}
      {/* Support, for as long as it is needed: an open end. */}
      <rect
        x={x(10.5)}
        y={rowY(4)}
        width={x(12) - x(10.5)}
        height={22}
        rx={3}
        fill="none"
        stroke={paint('pale')}
        strokeWidth={2}
        strokeDasharray="5 4"
      />
      {[2, 6, 11].map((at) => (
        <rect
          key={at}
          x={x(at) - 7}
          y={GROUND - 7}
          width={14}
          height={14}
          transform={`rotate(45 ${x(at)} ${GROUND})`}
          fill={paint(at === 6 ? 'rise' : 'glass')}
          stroke={paint(at === 6 ? 'rise' : 'pale')}
          strokeWidth={2}
        />
      ))}
    </>
  );
}

/** Organisational design's before and after: seven layers of management, then five, two removed. */
export function OrganisationalDesign() {
  const box = { width: 128, height: 20, gap: 9 };
  const column = (left: number, count: number, removed: readonly number[] = []) =>
    Array.from({ length: count }, (_, index) => (
      <rect
        key={`${left}-${index}`}
        x={left}
        y={52 + index * (box.height + box.gap)}
        width={box.width}
        height={box.height}
        rx={4}
        fill={paint(removed.includes(index) ? 'rise' : 'mid')}
      />
    ));
  const spine = (left: number, count: number) => (
    <path
      d={`M${left + box.width / 2} 52V${52 + (count - 1) * (box.height + box.gap) + box.height}`}
      stroke={paint('pale')}
      strokeWidth={2}
    />
  );
  return (
    <>
      {spine(36, 7)}
      {spine(236, 5)}
      {column(36, 7, [1, 3])}
      {column(236, 5)}
      <path
        d="M184 116h28m-9-8l9 8-9 8"
        fill="none"
        stroke={paint('pale')}
        strokeWidth={3}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  );
}

/** Mindset and culture change: a staff survey's score dips as people speak up, then rises past where it began. */
export function MindsetCultureChange() {
  const start = 176;
  const points = [
    [40, start],
    [100, 198],
    [160, 210],
    [220, 160],
    [280, 124],
    [330, 104],
    [368, 86],
  ] as const;
  const last = points[points.length - 1]!;
  return (
    <>
      {/* The dip, the months when scores fall before they rise. */}
      <rect x={64} y={44} width={128} height={GROUND - 44} fill={paint('pale')} opacity={0.16} />
      <path d={`M32 ${start}H372`} stroke={paint('pale')} strokeWidth={2} strokeDasharray="4 6" />
      <path
        d={points.map(([px, py], index) => `${index ? 'L' : 'M'}${px} ${py}`).join('')}
        fill="none"
        stroke={paint('mid')}
        strokeWidth={5}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {points.slice(0, -1).map(([px, py], index) =>
        // The low point of the dip, the one amber mark.
        index === 2 ? (
          <circle key={px} cx={px} cy={py} r={8} fill={paint('rise')} />
        ) : (
          <circle key={px} cx={px} cy={py} r={6} fill={paint('glass')} stroke={paint('mid')} strokeWidth={3} />
        ),
      )}
      <circle cx={last[0]} cy={last[1]} r={10} fill={paint('proof')} />
    </>
  );
}

/** Transformation's benefits, quarter by quarter: each bar the business case's full benefit, filled as it is realised. */
export function TransformationChange() {
  const realised = [0.1, 0.28, 0.44, 0.58, 0.68, 0.78, 0.85, 0.9];
  const full = 210;
  const width = 30;
  const gap = 12;
  return (
    <>
      {realised.map((share, index) => {
        const x = 38 + index * (width + gap);
        // The first quarter plans half the benefit; every later one plans all of it.
        const planned = index === 0 ? full / 2 : full;
        const filled = full * share;
        return (
          <g key={index}>
            <rect
              x={x}
              y={GROUND - planned}
              width={width}
              height={planned - filled}
              fill={paint('pale')}
              opacity={0.16}
            />
            <path d={`M${x - 3} ${GROUND - planned}h${width + 6}`} stroke={paint('rise')} strokeWidth={3} />
            <rect x={x} y={GROUND - filled} width={width} height={filled} fill={paint('mid')} />
          </g>
        );
      })}
    </>
  );
}

/** A square's outline as path data: many squares in one path keep a drawing small enough to inline. */
const square = (x: number, y: number, size: number) => `M${x} ${y}h${size}v${size}h${-size}z`;

/** Quality assurance's graded review: a criterion a row, its grade in four marks, the overall opinion marked. */
export function QualityAssurance() {
  const grades = [3, 2, 2, 3, 4, 2];
  const row = 36;
  const top = 64;
  const overall = grades.length - 1;
  const rowsY = grades.map((_, index) => top + index * row);
  // The marks: filled up to the grade, outlined beyond it; the overall opinion's in amber.
  const marks = (filled: boolean, overallRow: boolean) =>
    grades
      .flatMap((grade, index) =>
        (index === overall) === overallRow
          ? [0, 1, 2, 3]
              .filter((mark) => mark < grade === filled)
              .map((mark) => square(160 + mark * 20, rowsY[index]! - 2, 15))
          : [],
      )
      .join('');
  // The criterion and the evidence beside it, as lines of text.
  const lines = (left: number, short: number, long: number) =>
    rowsY.map((y, index) => `M${left} ${y + 7}h${index % 2 ? short : long}`).join('');
  return (
    <>
      <path d={`M28 ${top - 14}H372`} stroke={paint('pale')} strokeWidth={2} />
      <rect x={24} y={rowsY[overall]! - 8} width={352} height={row - 4} rx={3} fill={paint('pale')} opacity={0.16} />
      <path d={lines(40, 84, 104)} stroke={paint('pale')} strokeWidth={10} strokeLinecap="round" opacity={0.7} />
      <path d={lines(268, 76, 92)} stroke={paint('pale')} strokeWidth={10} strokeLinecap="round" opacity={0.45} />
      <path
        d={rowsY.map((y) => `M28 ${y + row - 10}H372`).join('')}
        stroke={paint('pale')}
        strokeWidth={1}
        opacity={0.3}
      />
      <path d={marks(true, false)} fill={paint('mid')} />
      <path d={marks(false, false)} fill="none" stroke={paint('mid')} strokeWidth={2} />
      <path d={marks(true, true)} fill={paint('rise')} />
      <path d={marks(false, true)} fill="none" stroke={paint('rise')} strokeWidth={2} />
    </>
  );
}

/** Learning and development: a hundred participants, those still applying their new skills 90 days on in evergreen. */
export function LearningDevelopment() {
  const columns = 20;
  const rows = 5;
  const applying = 87;
  const cell = 14;
  const pitch = 17.5;
  const width = columns * pitch - (pitch - cell);
  const left = 200 - width / 2;
  const top = GROUND - 24 - rows * pitch;
  // Each column of five people is one dashed line, a dash a person: a hundred squares in a few paths.
  const column = (index: number, from: number, count: number) => {
    const x = left + index * pitch + cell / 2;
    return `M${x} ${top + from * pitch}v${count * pitch - (pitch - cell)}`;
  };
  const full = Math.floor(applying / rows);
  const rest = applying % rows;
  const applyingPath =
    Array.from({ length: full }, (_, index) => column(index, 0, rows)).join('') + (rest ? column(full, 0, rest) : '');
  const notYetPath =
    (rest ? column(full, rest, rows - rest) : '') +
    Array.from({ length: columns - full - (rest ? 1 : 0) }, (_, index) =>
      column(full + (rest ? 1 : 0) + index, 0, rows),
    ).join('');
  const dashes = { strokeWidth: cell, strokeDasharray: `${cell} ${pitch - cell}` };
  return (
    <>
      {/* The measure itself, as the exhibit leads with it: a bar as long as the share. */}
      <rect x={left} y={top - 52} width={width * (applying / 100)} height={22} rx={3} fill={paint('proof')} />
      <rect
        x={left}
        y={top - 52}
        width={width}
        height={22}
        rx={3}
        fill="none"
        stroke={paint('pale')}
        strokeWidth={1.5}
      />
      <path d={applyingPath} stroke={paint('proof')} {...dashes} />
      <path d={notYetPath} stroke={paint('pale')} opacity={0.35} {...dashes} />
    </>
  );
}
