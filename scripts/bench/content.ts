/**
 * Whether a route's HTML carries its own content, read from the page as the server sends it. The
 * page's text is what its manifest says it shows: the fixed props of its sections, and for a
 * section bound to content (`from`) the values of the document fields it is bound to, from the
 * checkout's own dataset. Every line of prose among them (four words or more) must be in the HTML's
 * text, and no loading or empty state. (Most pages no longer send a page-state JSON to look into.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isPublished, parseNdjson } from '../../server/dataset';

type Binding = string | { path: string };

interface PageManifest {
  content?: { document: string; path?: string };
  sections?: { props?: unknown; from?: string | Record<string, Binding> }[];
}

export interface ContentCheck {
  /** Lines of the page's own prose found in its HTML, of all of them. */
  found: number;
  total: number;
  /** The page shows a loading or empty state instead. */
  placeholder: boolean;
}

const at = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), value);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Every string under a value, a line at a time (a multi-line field is shown line by line); Sanity's `_` keys left out. */
const lines = (value: unknown): string[] =>
  typeof value === 'string'
    ? value.split('\n')
    : Array.isArray(value)
      ? value.flatMap(lines)
      : isRecord(value)
        ? Object.entries(value).flatMap(([key, item]) => (key.startsWith('_') ? [] : lines(item)))
        : [];

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The HTML's visible text: no scripts, no markup, React's text separators gone, entities read. */
export function textOfHtml(html: string): string {
  const entities: Record<string, string> = {
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    '#x27': "'",
    '#39': "'",
    nbsp: ' ',
  };
  return squeeze(
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, name: string) => entities[name] ?? ''),
  );
}

/** The checkout's page text reader: its manifests and its dataset. */
export function contentReader(root: string): (manifestFile: string, html: string) => ContentCheck {
  const { documents } = parseNdjson(readFileSync(join(root, 'content/production.ndjson'), 'utf8'));
  return (manifestFile, html) => {
    const manifest = JSON.parse(readFileSync(join(root, manifestFile), 'utf8')) as PageManifest;
    const content = manifest.content;
    // The one the site reads: the first published document of the type (`*[_type == $type][0]`).
    const document = documents.find((candidate) => isPublished(candidate) && candidate._type === content?.document);
    const prose = (manifest.sections ?? [])
      .flatMap((section) => {
        if (!section.from) return lines(section.props);
        const bindings = typeof section.from === 'string' ? [section.from] : Object.values(section.from);
        return bindings.flatMap((binding) => {
          const path = typeof binding === 'string' ? binding : binding.path;
          return lines(at(document, content?.path ? `${content.path}.${path}` : path));
        });
      })
      .map(squeeze)
      .filter((line) => line.split(' ').length >= 4 && !/^(https?:|\/)/.test(line));
    const text = textOfHtml(html);
    return {
      found: prose.filter((line) => text.includes(line)).length,
      total: prose.length,
      placeholder: text.includes('Loading...') || text.includes('No data available'),
    };
  };
}
