/**
 * The typefaces, at build time. Their fallbacks, metric-matched: until a web font arrives (font-display:
 * swap), text is set in a local font scaled and spaced to take the same room, so nothing moves when
 * the web font replaces it. The overrides come from Capsize: Public Sans' published metrics, and the
 * display face's own, read from the instance `npm run fonts` cut (scripts/display-font.ts), since its
 * widths differ from the published regular's. Never hand-tuned numbers.
 */
import { createFontStack } from '@capsizecss/core';
import type { Plugin } from 'vite';
import arial from '@capsizecss/metrics/arial';
import georgia from '@capsizecss/metrics/georgia';
import helvetica from '@capsizecss/metrics/helvetica';
import publicSans from '@capsizecss/metrics/publicSans';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DISPLAY_FALLBACK_FAMILIES, DISPLAY_FONT, FALLBACK_FAMILIES } from '../src/design-tokens.ts';

type FontMetrics = Parameters<typeof createFontStack>[0][number];

interface StandIn {
  family: string;
  metrics: FontMetrics;
  /** The local faces it may use: Liberation Sans and Serif are Arial's and Times' metric twins on Linux. */
  sources: string[];
}

function displayMetrics(): FontMetrics {
  return JSON.parse(readFileSync(resolve(import.meta.dirname, '..', DISPLAY_FONT.metrics), 'utf8')) as FontMetrics;
}

function standInFaces(webFont: FontMetrics, standIns: StandIn[]): string[] {
  return standIns.map(({ family, metrics, sources }) => {
    const [fallback] = createFontStack([webFont, metrics], { fontFaceFormat: 'styleObject' }).fontFaces;
    if (!fallback) throw new Error(`Capsize made no fallback face for ${metrics.familyName}`);
    const overrides = Object.entries(fallback['@font-face'])
      .filter(([property]) => property !== 'fontFamily' && property !== 'src')
      .map(
        ([property, value]) =>
          `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}: ${String(value)};`,
      )
      .join(' ');
    const src = sources.map((name) => `local('${name}')`).join(', ');
    return `@font-face { font-family: '${family}'; src: ${src}; ${overrides} }`;
  });
}

/** One @font-face per local face, each under its own family name, for both typefaces. */
export function fallbackFontFaces(): string {
  return [
    ...standInFaces(publicSans, [
      {
        family: FALLBACK_FAMILIES.arial,
        metrics: arial,
        sources: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
      },
      { family: FALLBACK_FAMILIES.helvetica, metrics: helvetica, sources: ['Helvetica', 'Helvetica Neue'] },
    ]),
    ...standInFaces(displayMetrics(), [
      { family: DISPLAY_FALLBACK_FAMILIES.georgia, metrics: georgia, sources: ['Georgia'] },
      {
        family: DISPLAY_FALLBACK_FAMILIES.times,
        metrics: timesNewRoman,
        sources: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif'],
      },
    ]),
  ].join('\n');
}

/**
 * The font files every first screen needs: the text face's Latin subset, and the display face's
 * (every page opens with an h1 set in it). See src/shell/fonts.css.
 */
const FIRST_SCREEN_FONTS = [
  /^assets\/public-sans-latin-wght-normal-[\w-]+\.woff2$/,
  /^assets\/newsreader-display-latin-[\w-]+\.woff2$/,
];

/**
 * Preloads of the first screen's fonts, beside the stylesheet, so their requests start with the
 * stylesheet's instead of after it (the browser finds @font-face only once the CSS is parsed). The
 * build fails if a file is not in the bundle: a renamed file must not quietly lose its preload.
 */
export function fontPreloadPlugin(): Plugin {
  return {
    name: 'font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const files = Object.keys(bundle ?? {});
        const preloads = FIRST_SCREEN_FONTS.map((pattern) => {
          const font = files.find((file) => pattern.test(file));
          if (!font) throw new Error(`No font file matching ${pattern} in the build: nothing to preload`);
          return `<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>`;
        });
        return html.replace(/(\s*)(<link rel="stylesheet")/, (_, space: string, link: string) =>
          [...preloads, link].map((tag) => `${space}${tag}`).join(''),
        );
      },
    },
  };
}
