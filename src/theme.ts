import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { FONT_FAMILY, type TypeStepName } from './design-tokens';

/** Deep teal-blue: shade 7 on white text is 5.9:1 (WCAG AA for all text). */
const brand: MantineColorsTuple = [
  '#e7f3f8',
  '#d0e6ee',
  '#a3cddd',
  '#72b2cb',
  '#4a9bbb',
  '#3089b0',
  '#207fad',
  '#116b98',
  '#005f89',
  '#00476a',
];

/** Warm amber for highlights; used on dark backgrounds or as fills, never as text on white. */
const accent: MantineColorsTuple = [
  '#fff6e0',
  '#ffecca',
  '#ffd799',
  '#ffc162',
  '#ffae36',
  '#ffa218',
  '#ff9c03',
  '#e38800',
  '#ca7800',
  '#af6600',
];

/**
 * Evergreen, the supporting colour, for evidence only: measured results, ticks, progress and success
 * points (docs/design.md). Shade 7 is 5.7:1 on white, for text; never a button or link colour.
 */
const evidence: MantineColorsTuple = [
  '#e9f5ef',
  '#d3ebdf',
  '#a7d6bf',
  '#78c09e',
  '#4fab80',
  '#33996b',
  '#23875c',
  '#147553',
  '#0b6446',
  '#04503a',
];

/** A type step's size and line height, as the CSS custom properties src/design-tokens.ts defines. */
const step = (name: TypeStepName) => ({ fontSize: `var(--type-${name})`, lineHeight: `var(--type-${name}-lh)` });

/** Which step of the type scale each of Mantine's size names (`size="sm"` and the like) stands for. */
const MANTINE_SIZES = { xs: 'label', sm: 'small', md: 'body', lg: 'lead', xl: 'subheading' } as const;
const mapSizes = (value: (name: TypeStepName) => string) =>
  Object.fromEntries(Object.entries(MANTINE_SIZES).map(([size, name]) => [size, value(name)]));

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand, accent, evidence },
  /** Text: a navy-tinted near-black, 15.9:1 on white. */
  black: '#15242f',
  fontFamily: FONT_FAMILY,
  // Mantine's size names, each on a step of the type scale.
  fontSizes: mapSizes((name) => step(name).fontSize),
  lineHeights: mapSizes((name) => step(name).lineHeight),
  headings: {
    fontFamily: FONT_FAMILY,
    fontWeight: '700',
    textWrap: 'balance',
    sizes: {
      // The display face has one weight (520); asking for 500 keeps its stand-in, Georgia, at its
      // regular, whose metrics the fallback is matched to (700 would pick Georgia Bold and move text).
      h1: { ...step('title'), fontWeight: '500' },
      h2: { ...step('heading'), fontWeight: '500' },
      h3: step('item'),
      h4: step('body'),
      h5: step('small'),
      h6: step('label'),
    },
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // The spec's "xl" is 1280px (the original design's breakpoint), not Mantine's 1408px.
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '80em' },
  focusRing: 'auto',
  // Mantine's own transitions (menus, hover cards, accordions) stop under prefers-reduced-motion.
  respectReducedMotion: true,
});
