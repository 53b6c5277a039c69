import { paint } from './palette';

/*
 * The firm's three cities as skylines, drawn from the same flat shapes as the layers: London, New York
 * and Accra, in the order the site lists its offices. Each city is drawn in its own box, CITY wide, its
 * ground at y = 0 and its towers rising to about -170, so a caller places and scales it. A landmark
 * each reads at a glance (the Elizabeth Tower and St Paul's, the Empire State, Chrysler and One World
 * Trade Center, Accra's Independence Arch under its star); the star is the rise, the one amber shape.
 */

/** Each city's box: its width, from its ground up. */
export const CITY = { width: 120, height: 176 } as const;

/** Behind each city's landmarks: plain blocks, the city's mass, in the middle tint. */
function Blocks({ blocks }: { blocks: readonly (readonly [x: number, width: number, height: number])[] }) {
  return <path d={blocks.map(([x, width, height]) => `M${x} 0V${-height}h${width}V0z`).join('')} fill={paint('mid')} />;
}

export function London() {
  return (
    <>
      <Blocks
        blocks={[
          [0, 22, 46],
          [64, 18, 62],
          [98, 22, 40],
        ]}
      />
      {/* The Shard: a tapering blade, its top left open. */}
      <path d="M80 0L94-150L97-140L99-156L112 0z" fill={paint('deep')} />
      {/* St Paul's: a drum, its dome and lantern. */}
      <path d="M48 0V-34h32V0zM46-34a18 18 0 0 1 36 0zM62-52h4v-14h-4z" fill={paint('pale')} />
      {/* The Elizabeth Tower: shaft, clock stage, belfry and spire. */}
      <path d="M22 0V-104h16V0zM19-104v-22h22v22zM22-126v-12h16v12zM20-138L30-166L40-138z" fill={paint('pale')} />
      <circle cx={30} cy={-115} r={6} fill={paint('glass')} />
    </>
  );
}

export function NewYork() {
  return (
    <>
      <Blocks
        blocks={[
          [0, 20, 70],
          [44, 14, 54],
          [100, 20, 84],
        ]}
      />
      {/* One World Trade Center: a tapering prism and its mast. */}
      <path d="M12 0L16-132H30L34 0z" fill={paint('deep')} />
      <path d="M23-132V-172" stroke={paint('deep')} strokeWidth={2} />
      {/* The Empire State: stepped setbacks to a mast. */}
      <path d="M48 0V-84h36V0zM53-84v-22h26v22zM58-106v-18h16v18zM62-124v-12h8v12z" fill={paint('pale')} />
      <path d="M66-136V-166" stroke={paint('pale')} strokeWidth={2.5} />
      {/* The Chrysler: a shaft, its crown of arches narrowing to a needle. */}
      <path
        d="M88 0V-92h18V0zM86-92a11 11 0 0 1 22 0zM89-100a8 8 0 0 1 16 0zM92-107a5 5 0 0 1 10 0z"
        fill={paint('pale')}
      />
      <path d="M97-110V-134" stroke={paint('pale')} strokeWidth={2} />
    </>
  );
}

/** Five points round (cx, cy), the outer radius r. */
function star(cx: number, cy: number, r: number): string {
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? r : r * 0.4;
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)} ${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `M${points.join('L')}z`;
}

export function Accra() {
  return (
    <>
      <Blocks
        blocks={[
          [0, 24, 58],
          [84, 16, 96],
          [102, 18, 50],
        ]}
      />
      {/* A palm beside the arch: a leaning trunk and its fronds. */}
      <path
        d="M110 0Q108-30 100-58M100-58q-14-4-24 6M100-58q-6-12-20-12M100-58q8-12 20-8M100-58q12 0 18 12M100-58q2-14-6-22"
        fill="none"
        stroke={paint('deep')}
        strokeWidth={3}
        strokeLinecap="round"
      />
      {/* Independence Arch: a beam on four piers, three openings. */}
      <path d="M10-70h76v-12H10zM14 0V-70h10V0zM38 0V-70h8V0zM50 0V-70h8V0zM72 0V-70h10V0z" fill={paint('pale')} />
      {/* The black star over the arch, drawn as the rise. */}
      <path d={star(48, -104, 16)} fill={paint('rise')} />
      <path d="M44-82v-6h8v6z" fill={paint('pale')} />
    </>
  );
}

export const CITIES = [London, NewYork, Accra] as const;

/** A street of low blocks between the cities: widths and heights repeat, so the street is the same on every page. */
const STREET = [
  [18, 10],
  [12, 22],
  [26, 14],
  [8, 30],
  [20, 8],
  [14, 18],
  [30, 12],
  [10, 26],
  [22, 6],
  [16, 20],
  [12, 12],
] as const;

/**
 * The three cities along one street, for a band as wide as the page: each city in its third, low blocks
 * between. `width` and `height` are the band's; the cities are scaled to its height.
 */
export function Street({ width, height }: { width: number; height: number }) {
  const scale = height / CITY.height;
  const cityWidth = CITY.width * scale;
  const thirds = CITIES.map((_, index) => ((index * 2 + 1) * width) / 6 - cityWidth / 2);
  const blocks: string[] = [];
  let x = 0;
  let index = 0;
  while (x < width) {
    const [step, blockHeight] = STREET[index % STREET.length]!;
    const blockWidth = Math.min(step, width - x);
    const city = thirds.find((left) => x + blockWidth > left && x < left + cityWidth);
    if (city !== undefined) {
      x = city + cityWidth + 3;
    } else {
      blocks.push(`M${x} ${height}v${-blockHeight * scale * 1.4}h${blockWidth}V${height}z`);
      // A gap after every third block, so the street reads as buildings, not a bar chart.
      x += blockWidth + (index % 3 === 2 ? 6 : 2);
    }
    index += 1;
  }
  return (
    <>
      <path d={blocks.join('')} fill={paint('mid')} />
      {CITIES.map((City, cityIndex) => (
        <g key={cityIndex} transform={`translate(${thirds[cityIndex]} ${height}) scale(${scale})`}>
          <City />
        </g>
      ))}
    </>
  );
}
