import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Where the site's CSS modules are: every one of them is numbered (see shortClassNames). */
const MODULE_DIRECTORIES = ['src', 'section-registry'];

/**
 * `.name` in a stylesheet, a class selector (a number such as `.5rem` starts with a digit and is not
 * one), or `@keyframes name`: CSS modules scope both.
 */
const SCOPED_NAME = /\.([A-Za-z_][\w-]*)|@keyframes\s+([A-Za-z_][\w-]*)/g;

/**
 * The build's names for CSS-module classes (and keyframes): `_` and the class's number in base 36 (`_0` … `_az`).
 * Vite's default (`_serviceArrow_s8axa_219`) repeats the source name in the stylesheet, in every page's
 * HTML and in each island's class map; numbers take about 2 kB off the gzip'd stylesheet, which has a
 * 20 kB budget (tests/e2e/budgets.spec.ts). Hashes would not: random characters hardly compress.
 *
 * The numbers come from every module's classes in sorted order, read from the files themselves, so the
 * server and client builds (which meet the modules in different orders) give a class the same name.
 * A class the reading missed still gets a unique name, from a hash. The dev server keeps readable names.
 */
export function shortClassNames(root: string): (name: string, filename: string) => string {
  const numbers = new Map(classesOfModules(root).map((key, index) => [key, index]));
  return (name, filename) => {
    const key = `${relative(root, filename.split('?')[0]!).replaceAll('\\', '/')}:${name}`;
    const number = numbers.get(key);
    if (number !== undefined) return `_${number.toString(36)}`;
    return `_h${createHash('sha256').update(key).digest('hex').slice(0, 8)}`;
  };
}

/** "section-registry/hero/hero.module.css:title", for every class and keyframes of every module, sorted. */
export function classesOfModules(root: string): string[] {
  const keys = new Set<string>();
  for (const directory of MODULE_DIRECTORIES) {
    const entries = readdirSync(join(root, directory), { recursive: true, encoding: 'utf8' });
    for (const entry of entries.filter((path) => path.endsWith('.module.css')).sort()) {
      const file = `${directory}/${entry.replaceAll('\\', '/')}`;
      const css = readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      for (const [, className, keyframes] of css.matchAll(SCOPED_NAME)) keys.add(`${file}:${className ?? keyframes}`);
    }
  }
  return [...keys].sort();
}
