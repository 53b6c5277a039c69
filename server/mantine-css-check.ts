/**
 * A build check: no Mantine PostCSS syntax may reach the browser. Written as
 * `rem(36px)`, `em(…)`, `@mixin …` or `$mantine-breakpoint-…`, it is valid only
 * to postcss-preset-mantine; a browser drops the whole declaration. A
 * stylesheet reached by a path that skips the preset (a CSS-module `composes:
 * … from` another file, once) ships it unconverted, and every button on the
 * site lost its height and padding with no error anywhere. So the built CSS is
 * read, whichever way each stylesheet was imported, and the build fails.
 */
import type { Plugin } from 'vite';

export const CHECK_NAME = 'mantine-css-check';

/** Mantine-only syntax: its functions, its mixins and its breakpoint variables. */
const MANTINE_SYNTAX = /(?<![\w-])(?:rem|em)\(\s*[^)]*\)|@mixin\b[^;{]*|\$mantine-[\w-]+/g;

/** Each piece of Mantine-only syntax left in a stylesheet, with the rule around it for the error message. */
export function unconvertedMantineSyntax(css: string): string[] {
  return [...css.matchAll(MANTINE_SYNTAX)].map((match) => {
    const ruleStart = css.lastIndexOf('}', match.index) + 1;
    const selector = css.slice(ruleStart, css.indexOf('{', ruleStart)).trim();
    return `${match[0].trim()} in "${selector.slice(0, 80)}"`;
  });
}

export function mantineCssCheckPlugin(): Plugin {
  return {
    name: CHECK_NAME,
    apply: 'build',
    // After Vite's own CSS plugin, which emits the stylesheet late in generateBundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const problems = Object.values(bundle).flatMap((output) => {
        if (output.type !== 'asset' || !output.fileName.endsWith('.css')) return [];
        const css = typeof output.source === 'string' ? output.source : new TextDecoder().decode(output.source);
        return unconvertedMantineSyntax(css).map((found) => `  ${output.fileName}: ${found}`);
      });
      if (problems.length === 0) return;
      this.error(
        `[${CHECK_NAME}] The built CSS holds Mantine syntax a browser drops (was a stylesheet reached without ` +
          `postcss-preset-mantine, e.g. by a cross-file \`composes\`?):\n${problems.slice(0, 20).join('\n')}`,
      );
    },
  };
}
