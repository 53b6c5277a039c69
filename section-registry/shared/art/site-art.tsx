/** The site's own families: the home page, the services overview, buying and finding us, the offices. */
import type { ReactNode } from 'react';
import { CANVAS, GROUND } from './Drawing';
import { Accra, CITIES, CITY, London, NewYork } from './skyline';
import { Bands, layers } from './layers';
import { paint } from './palette';
import classes from './art.module.css';

/** Services overview: six tiles, each holding the mark of one service's own drawing. */
export function Services() {
  const tile = 100;
  const gap = 16;
  const origin = { x: 200 - (tile * 3 + gap * 2) / 2, y: GROUND - tile * 2 - gap };
  const marks = [
    // Consulting: a lens over the layers.
    <g key="lens">
      <path d="M22 70h56v10H22zM32 56h36v10H32z" fill={paint('pale')} />
      <circle cx={60} cy={42} r={18} fill={paint('glass')} stroke={paint('navy')} strokeWidth={6} />
    </g>,
    // Organisational design: modules.
    <path key="modules" d="M20 62h28v18H20zM52 62h28v18H52zM34 40h32v18H34z" fill={paint('deep')} />,
    // Mindset and culture change: ripples.
    <path
      key="ripple"
      d="M22 80a28 28 0 0 1 56 0M36 80a14 14 0 0 1 28 0"
      fill="none"
      stroke={paint('mid')}
      strokeWidth={7}
    />,
    // Transformation: layers shifting into line.
    <path key="line" d="M30 72h48v10H30zM20 56h48v10H20zM34 40h32v10H34z" fill={paint('deep')} />,
    // Quality assurance: a layer measured against a level.
    <g key="level">
      <path d="M22 70h56v10H22zM34 54h32v10H34z" fill={paint('mid')} />
      <path d="M16 42h68" stroke={paint('navy')} strokeWidth={3} strokeDasharray="2 5" />
    </g>,
    // Learning and development: steps, and the top one is the rise.
    <path key="steps" d="M20 80V66h20V52h20V38h20v42z" fill={paint('rise')} />,
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

/** Buy: a five-step path, the layers building up stage by stage to the full pyramid. */
export function Buy() {
  const width = 60;
  const pitch = 74;
  const stages = Array.from({ length: 5 }, (_, index) =>
    layers({
      left: 22 + index * pitch,
      bottom: GROUND,
      width,
      count: index + 1,
      height: 22,
      gap: 6,
      shrink: 9,
      topTint: index === 4 ? 'rise' : 'deep',
    }),
  );
  const stops = stages.map((stage) => {
    const top = stage[stage.length - 1] ?? { x: 0, y: 0, width: 0 };
    return { x: top.x + top.width / 2, y: top.y - 18 };
  });
  return (
    <>
      <path
        d={stops.map(({ x, y }, index) => `${index ? 'L' : 'M'}${x} ${y}`).join('')}
        fill="none"
        stroke={paint('mid')}
        strokeWidth={2}
        strokeDasharray="3 6"
        strokeLinecap="round"
      />
      {stops.map(({ x, y }, index) => (
        <circle key={x} cx={x} cy={y} r={index === 4 ? 8 : 6} fill={paint(index === 4 ? 'rise' : 'navy')} />
      ))}
      {stages.map((stage, index) => (
        <Bands key={index} bands={stage} />
      ))}
    </>
  );
}

/** Contact: the three offices' cities, London, New York and Accra, side by side on the ground. */
export function Contact() {
  const gap = (CANVAS.width - CITY.width * CITIES.length) / (CITIES.length + 1);
  return CITIES.map((City, index) => (
    <g key={index} transform={`translate(${gap + index * (CITY.width + gap)} ${GROUND})`}>
      <City />
    </g>
  ));
}

/**
 * Home: the firm in one picture. The methodology's five layers rise in front, the top one amber; behind
 * them, on the same ground, the three cities it works from stand as a distant skyline in one tone
 * (`.distant`), New York's towers showing over the pyramid's shoulder.
 */
export function Home() {
  const pitch = CANVAS.width / CITIES.length;
  const pyramid = layers({ left: 60, bottom: GROUND, width: 280, count: 5, height: 24, gap: 7, shrink: 52 });
  return (
    <>
      <g className={classes.distant}>
        {CITIES.map((City, index) => (
          <g key={index} transform={`translate(${pitch * index + (pitch - CITY.width) / 2} ${GROUND})`}>
            <City />
          </g>
        ))}
      </g>
      <Bands bands={pyramid} />
    </>
  );
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
