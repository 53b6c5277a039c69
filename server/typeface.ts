/**
 * The typeface, at build time. Its fallback, metric-matched: until Public Sans arrives (font-display:
 * swap), text is set in a local font scaled and spaced to take the same room, so
 * nothing moves when the web font replaces it. The overrides come from Capsize's
 * published metrics of both faces, not from hand-tuned numbers.
 */
import { createFontStack } from '@capsizecss/core';
import type { Plugin } from 'vite';
import arial from '@capsizecss/metrics/arial';
import helvetica from '@capsizecss/metrics/helvetica';
import publicSans from '@capsizecss/metrics/publicSans';
import { FALLBACK_FAMILIES } from '../src/design-tokens.ts';

/** One @font-face per local face, each under its own family name. Liberation Sans is Arial's metric twin on Linux. */
export function fallbackFontFaces(): string {
  const faces = [
    {
      family: FALLBACK_FAMILIES.arial,
      metrics: arial,
      sources: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
    },
    { family: FALLBACK_FAMILIES.helvetica, metrics: helvetica, sources: ['Helvetica', 'Helvetica Neue'] },
  ];
  return faces
    .map(({ family, metrics, sources }) => {
      const [fallback] = createFontStack([publicSans, metrics], { fontFaceFormat: 'styleObject' }).fontFaces;
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
    })
    .join('\n');
}

/** The one font file the first screen needs: the Latin subset of the variable face (src/shell/fonts.css). */
const FIRST_SCREEN_FONT = /^assets\/public-sans-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * A preload of the first screen's font, beside the stylesheet, so its request starts
 * with the stylesheet's instead of after it (the browser finds @font-face only once the
 * CSS is parsed). The build fails if the file is not in the bundle: a renamed file must
 * not quietly lose its preload.
 */
export function fontPreloadPlugin(): Plugin {
  return {
    name: 'font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((file) => FIRST_SCREEN_FONT.test(file));
        if (!font) throw new Error(`No font file matching ${FIRST_SCREEN_FONT} in the build: nothing to preload`);
        const preload = `<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>`;
        return html.replace(/(\s*)(<link rel="stylesheet")/, `$1${preload}$1$2`);
      },
    },
  };
}
