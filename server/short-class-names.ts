import { createHash } from 'node:crypto';
import { relative } from 'node:path';

/**
 * The build's names for CSS-module classes: `_` and six characters of a hash of the file and the
 * class. Vite's default (`_serviceArrow_s8axa_219`) repeats the source name in the stylesheet, in
 * every page's HTML and in each island's class map; short names take about 2 kB off the gzip'd
 * stylesheet, which has a 20 kB budget (tests/e2e/budgets.spec.ts). The dev server keeps readable
 * names, and the hash depends on the source only, so the server and client builds agree.
 */
export function shortClassNames(root: string): (name: string, filename: string) => string {
  const owners = new Map<string, string>();
  return (name, filename) => {
    const source = `${relative(root, filename.split('?')[0]!).replaceAll('\\', '/')}:${name}`;
    const short = `_${createHash('sha256').update(source).digest('base64url').slice(0, 6)}`;
    const owner = owners.get(short);
    // 64^6 names make a clash unlikely; if one happens, the build says so rather than merging two styles.
    if (owner !== undefined && owner !== source) {
      throw new Error(`CSS class names ${owner} and ${source} hash to the same ${short}: lengthen the hash`);
    }
    owners.set(short, source);
    return short;
  };
}
