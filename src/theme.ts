import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

const systemFonts = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand, accent },
  // No web fonts: nothing to download before text can paint on a slow phone.
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // The spec's "xl" is 1280px (the original design's breakpoint), not Mantine's 1408px.
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '80em' },
  focusRing: 'auto',
  // Mantine's own transitions (menus, hover cards, accordions) stop under prefers-reduced-motion.
  respectReducedMotion: true,
});
