/** The site's own drawn families: the home page's mark, the services overview's tiles and the offices' cities. */
import type { ReactNode } from 'react';
import { CANVAS, GROUND } from './Drawing';
import { layers } from './layers';
import { Accra, CITY, London, NewYork } from './skyline';
import { paint } from './palette';

/**
 * The home page's mark: the methodology's pyramid, five layers whose sides slope to one line (each layer's
 * top as wide as the foot of the layer above), amber at the summit. Drawn flat, as the methodology below
 * draws it: the rendered 3D version read as "stock-looking" and "generic" (reviews 30, 33 and 35).
 */
export function Mark() {
  const shrink = 48;
  // A layer's gap above the ground, so the base reads as a layer and not as the ground itself.
  const bands = layers({ left: 50, bottom: GROUND - 5, width: 300, count: 5, height: 26, gap: 5, shrink });
  const inset = shrink / 2;
  return bands.map(({ x, y, width, height, tint }, level) => (
    <path
      key={level}
      d={`M${x} ${y + height}h${width}l${-inset} ${-height}h${-(width - inset * 2)}z`}
      fill={paint(tint)}
    />
  ));
}

/** Services overview: six tiles, each holding a thumbnail of one service's specimen (service-art.tsx). */
export function Services() {
  const tile = 100;
  const gap = 16;
  const origin = { x: 200 - (tile * 3 + gap * 2) / 2, y: GROUND - tile * 2 - gap };
  const bars = (heights: readonly number[]) =>
    heights.map((height, index) => `M${18 + index * 12} 80v${-height}h8v${height}z`).join('');
  // A grade's marks, filled up to it (or the rest, outlined).
  const squares = (grades: readonly number[], filled: boolean) =>
    grades
      .flatMap((grade, row) =>
        [0, 1, 2, 3]
          .filter((mark) => mark < grade === filled)
          .map((mark) => `M${28 + mark * 12} ${34 + row * 16}h9v9h-9z`),
      )
      .join('');
  // Twenty-two of twenty-five: four full columns and two cells, each column one dashed line, a dash a cell.
  const waffleDashes = { strokeWidth: 8, strokeDasharray: '8 2' };
  const marks = [
    // Consulting: the diagnostic's phases week by week, week six marked.
    <g key="gantt">
      <path d="M18 30h22v8H18zM28 46h30v8H28zM46 62h28v8H46z" fill={paint('mid')} />
      <path d="M56 24V82" stroke={paint('rise')} strokeWidth={3} />
    </g>,
    // Organisational design: seven layers, then five.
    <path
      key="layers"
      d="M16 26h28v6H16zM16 36h28v6H16zM16 46h28v6H16zM16 56h28v6H16zM16 66h28v6H16zM56 36h28v6H56zM56 46h28v6H56zM56 56h28v6H56z"
      fill={paint('mid')}
    />,
    // Mindset and culture change: the survey's dip, then its rise.
    <path
      key="curve"
      d="M16 56L34 64L48 68L64 46L84 30"
      fill="none"
      stroke={paint('mid')}
      strokeWidth={5}
      strokeLinecap="round"
      strokeLinejoin="round"
    />,
    // Transformation: benefits realised quarter by quarter.
    <path key="bars" d={bars([10, 22, 32, 40, 48])} fill={paint('mid')} />,
    // Quality assurance: a graded review's marks.
    <g key="grades">
      <path d={squares([3, 2, 4], true)} fill={paint('mid')} />
      <path d={squares([3, 2, 4], false)} fill="none" stroke={paint('mid')} strokeWidth={1.5} />
    </g>,
    // Learning and development: the people still applying what they learned.
    <g key="waffle" {...waffleDashes}>
      <path d="M30 28v48M40 28v48M50 28v48M60 28v48M70 28v18" stroke={paint('proof')} />
      <path d="M70 48v28" stroke={paint('pale')} opacity={0.4} />
    </g>,
  ];
  return marks.map((mark, index) => (
    <g
      key={index}
      transform={`translate(${origin.x + (index % 3) * (tile + gap)} ${origin.y + Math.floor(index / 3) * (tile + gap)})`}
    >
      <rect
        x={1}
        y={1}
        width={tile - 2}
        height={tile - 2}
        rx={16}
        fill={paint('glass')}
        stroke={paint('mist')}
        strokeWidth={2}
      />
      <g transform="translate(0 -6)">{mark}</g>
    </g>
  ));
}

/** One city, large, standing on the ground: an office's picture (the about overview's "Where we work"). */
function cityAlone(City: () => ReactNode) {
  const scale = 1.25;
  return function CityAlone() {
    return (
      <g transform={`translate(${(CANVAS.width - CITY.width * scale) / 2} ${GROUND}) scale(${scale})`}>
        <City />
      </g>
    );
  };
}

export const LondonOffice = cityAlone(London);
export const NewYorkOffice = cityAlone(NewYork);
export const AccraOffice = cityAlone(Accra);
