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
export function unconvertedMantineSyntax(stylesheet: string): string[] {
  // Comments carry no styles (and may well mention rem() in passing).
  const css = stylesheet.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...css.matchAll(MANTINE_SYNTAX)].map((match) => {
    const ruleStart = css.lastIndexOf('}', match.index) + 1;
    const selector = css.slice(ruleStart, css.indexOf('{', ruleStart)).trim();
    return `${match[0].trim()} in "${selector.slice(0, 80)}"`;
  });
}

const STYLESHEET = /\.css($|\?)/;

function failure(where: string, found: string[]): string {
  return (
    `[${CHECK_NAME}] Mantine syntax a browser drops (was a stylesheet reached without ` +
    `postcss-preset-mantine, e.g. by a cross-file \`composes\`?):\n${found
      .slice(0, 20)
      .map((item) => `  ${where}: ${item}`)
      .join('\n')}`
  );
}

/**
 * Checked twice: each stylesheet as PostCSS left it (a composed file's rules are inlined into the
 * stylesheet that composes them, so this sees them too, before the minifier might stumble on them
 * with a less useful message), and the built CSS files, whatever produced them.
 */
export function mantineCssCheckPlugin(): Plugin {
  return {
    name: CHECK_NAME,
    transform(code, id) {
      if (!STYLESHEET.test(id) || id.includes('?inline')) return null;
      const found = unconvertedMantineSyntax(code);
      if (found.length > 0) this.error(failure(id.split('?')[0] ?? id, found));
      return null;
    },
    generateBundle: {
      // After Vite's own CSS plugin, which emits the stylesheet late in generateBundle.
      order: 'post',
      handler(_options, bundle) {
        const problems = Object.values(bundle).flatMap((output) => {
          if (output.type !== 'asset' || !output.fileName.endsWith('.css')) return [];
          const css = typeof output.source === 'string' ? output.source : new TextDecoder().decode(output.source);
          return unconvertedMantineSyntax(css).map((found) => `${output.fileName}: ${found}`);
        });
        if (problems.length > 0) this.error(failure('built CSS', problems));
      },
    },
  };
}
