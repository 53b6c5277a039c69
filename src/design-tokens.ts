/**
 * The site's design decisions in one place: its type scale, its spacing and its
 * typeface. Components name a step (`var(--type-heading)`, `var(--space-section)`);
 * they never invent a size. Like GOV.UK Frontend's typography map, each type
 * step carries a phone size, a tablet-and-up size and a print size: one table,
 * three media. The build turns this file into CSS custom properties (see
 * `designTokensCss` and server/vite-plugins.ts), and src/theme.ts points
 * Mantine's font sizes and headings at the same properties.
 */

export interface TypeStep {
  /** Below the tablet breakpoint, in px. */
  phone: number;
  /** From the tablet breakpoint (48em) up, in px. */
  wide: number;
  /** On paper, in pt. */
  print: number;
  lineHeight: number;
}

/*
 * Eight steps on a laptop, each clearly apart from its neighbours: 13, 16, 18, 20, 26, 38, 50 and 68 px.
 * Review 20 read 16/17, 20/21 and 24/25 as near-duplicates that blurred the hierarchy: card text (small)
 * sits two pixels under running text, an item's title is set at the lead's size in bold sans (the
 * weight tells them apart), and a subheading is six pixels over it. Review 22 found 15 px card text and
 * 17 px running text small print on a laptop: both rose a step, keeping the two-pixel gaps.
 */
export const TYPE_SCALE = {
  /** The home page's h1: across the column, at 68 px it sets in two lines on a laptop. */
  display: { phone: 38, wide: 68, print: 24, lineHeight: 1.05 },
  /** Every other page's h1. */
  title: { phone: 34, wide: 50, print: 22, lineHeight: 1.1 },
  /** A section's h2: at least 1.35 times an item title on screen; on paper 14 pt, a printed report's section heading. */
  heading: { phone: 28, wide: 38, print: 14, lineHeight: 1.18 },
  /** A heading inside a section that is not a card's (a panel's, a column's). */
  subheading: { phone: 22, wide: 26, print: 12.5, lineHeight: 1.26 },
  /** A card's or an item's title. */
  item: { phone: 19, wide: 20, print: 12, lineHeight: 1.3 },
  /** Introductions and section descriptions. */
  lead: { phone: 18, wide: 20, print: 12, lineHeight: 1.55 },
  /** Running text. */
  body: { phone: 16, wide: 18, print: 11, lineHeight: 1.6 },
  /** Card text, meta and captions. */
  small: { phone: 15, wide: 16, print: 10, lineHeight: 1.55 },
  /** Labels above headings, badges. */
  label: { phone: 13, wide: 13, print: 9, lineHeight: 1.4 },
} as const satisfies Record<string, TypeStep>;

export type TypeStepName = keyof typeof TYPE_SCALE;

/** Where the type scale's "wide" sizes start: Mantine's sm breakpoint. */
export const WIDE_FROM = '48em';

/** Spacing steps, in px unless they scale with the window. */
export const SPACE = {
  /** Above and below a section; between two sections of the same tone it is paid once. */
  'section-phone': 56,
  'section-wide': 96,
  /** Between a section's heading block and its content. */
  'section-header': 48,
} as const;

/** The side margin: 20 px on a phone, growing with the window to 40 px (at least 32 px from 1024 px up). */
export const GUTTER = 'clamp(1.25rem, 4vw, 2.5rem)';

/**
 * The page's column (header, sections, footer), gutters included: 1200 px of content on a
 * 1440 px laptop. Mantine's default (71.25rem) left 190 px of empty margin on each side there, and
 * squeezed rows of cards; running text keeps its own measure (MEASURE) whatever the column.
 */
export const PAGE_WIDTH = '80rem';

/**
 * Line lengths: running text at about 70 characters, headings narrower so they
 * break into balanced lines.
 */
export const MEASURE = { text: '38em', lead: '34em', heading: '22em' } as const;

/**
 * The typefaces' metric-matched stand-ins, one per local face (server/typeface.ts writes their
 * @font-face rules): each its own family, since a browser does not try the next of several
 * same-named rules when one's local() face is missing.
 */
export const FALLBACK_FAMILIES = { arial: 'Public Sans fallback Arial', helvetica: 'Public Sans fallback Helvetica' };
export const DISPLAY_FALLBACK_FAMILIES = { georgia: 'Newsreader fallback Georgia', times: 'Newsreader fallback Times' };

/** The text face: Public Sans, self-hosted (see src/shell/fonts.css), then its metric-matched stand-ins. */
export const FONT_FAMILY = `'Public Sans', '${FALLBACK_FAMILIES.arial}', '${FALLBACK_FAMILIES.helvetica}', Arial, Helvetica, sans-serif`;

/**
 * The display face (h1, h2, large figures, pull quotes): Newsreader, one static instance cut from
 * the variable font by `npm run fonts` (scripts/display-font.ts) at these axes, then its stand-ins.
 */
export const DISPLAY_FONT = {
  family: 'Newsreader Display',
  opticalSize: 48,
  weight: 520,
  file: 'src/shell/fonts/newsreader-display-latin.woff2',
  metrics: 'src/shell/fonts/newsreader-display-metrics.json',
} as const;
export const FONT_DISPLAY = `'${DISPLAY_FONT.family}', '${DISPLAY_FALLBACK_FAMILIES.georgia}', '${DISPLAY_FALLBACK_FAMILIES.times}', Georgia, 'Times New Roman', serif`;

/** The Latin subset both faces carry (Fontsource's ranges), and the @font-face rules' unicode-range. */
export const LATIN_RANGES = [
  'U+0000-00FF',
  'U+0131',
  'U+0152-0153',
  'U+02BB-02BC',
  'U+02C6',
  'U+02DA',
  'U+02DC',
  'U+0304',
  'U+0308',
  'U+0329',
  'U+2000-206F',
  'U+20AC',
  'U+2122',
  'U+2191',
  'U+2193',
  'U+2212',
  'U+2215',
  'U+FEFF',
  'U+FFFD',
] as const;

const px = (value: number) => `${value / 16}rem`;

function typeVariables(size: (step: TypeStep) => string): string {
  return Object.entries(TYPE_SCALE)
    .map(([name, step]) => `--type-${name}: ${size(step)}; --type-${name}-lh: ${step.lineHeight};`)
    .join(' ');
}

/** The tokens as CSS custom properties on :root, for phones, wider screens and print. */
export function designTokensCss(): string {
  const space = `--space-section: ${px(SPACE['section-phone'])}; --space-section-header: ${px(SPACE['section-header'] * 0.75)};`;
  const spaceWide = `--space-section: ${px(SPACE['section-wide'])}; --space-section-header: ${px(SPACE['section-header'])};`;
  const measures = Object.entries(MEASURE)
    .map(([name, value]) => `--measure-${name}: ${value};`)
    .join(' ');
  // Mantine's largest spacing step (cards' padding, wide gaps) is 32 px; on a phone 24 px leaves the text more room.
  const spacingPhone = '--mantine-spacing-xl: calc(1.5rem * var(--mantine-scale));';
  const spacingWide = '--mantine-spacing-xl: calc(2rem * var(--mantine-scale));';
  return [
    `:root { ${typeVariables((step) => px(step.phone))} ${space} ${spacingPhone} --gutter: ${GUTTER}; --page-width: calc(${PAGE_WIDTH} * var(--mantine-scale)); ${measures} --font-display: ${FONT_DISPLAY}; }`,
    `@media (min-width: ${WIDE_FROM}) { :root { ${typeVariables((step) => px(step.wide))} ${spaceWide} ${spacingWide} } }`,
    `@media print { :root { ${typeVariables((step) => `${step.print}pt`)} --space-section: 12pt; --space-section-header: 8pt; --gutter: 0; } }`,
  ].join('\n');
}
