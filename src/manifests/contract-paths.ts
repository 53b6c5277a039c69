/**
 * Traces a section prop back to the content field it was bound from, so a
 * content problem names the field an editor can find in the document:
 * cardGrid's items[2].points came from resourcingOptionsSection.options[2].items.
 */
import type { Binding, SectionSource } from './manifest-schema';

export type FieldPath = (string | number)[];

/** The content path a prop path was read from, or undefined when no binding covers it (fixed props). */
export function contentPathOf(from: SectionSource, propPath: readonly PropertyKey[]): FieldPath | undefined {
  const keys = propPath.map((key) => (typeof key === 'number' ? key : String(key)));
  if (typeof from === 'string') return [...from.split('.'), ...keys];
  for (const [target, binding] of longestFirst(Object.entries(from))) {
    const rest = afterPrefix(keys, target.split('.'));
    if (rest) return [...sourceKeys(binding), ...(typeof binding === 'string' ? rest : renamed(rest, binding.fields))];
  }
  return undefined;
}

function sourceKeys(binding: Binding): string[] {
  return (typeof binding === 'string' ? binding : binding.path).split('.');
}

/** Inside a renamed list: [2, "points", 0] with { points: "items" } is [2, "items", 0]. */
function renamed(rest: FieldPath, fields: Record<string, string>): FieldPath {
  const [index, ...inItem] = rest;
  if (index === undefined) return [];
  for (const [target, source] of longestFirst(Object.entries(fields))) {
    const after = afterPrefix(inItem, target.split('.'));
    if (after) return [index, ...source.split('.'), ...after];
  }
  return rest;
}

/** "primaryAction.href" is tried before "primaryAction", so the closest binding wins. */
function longestFirst<T>(entries: [string, T][]): [string, T][] {
  return [...entries].sort(([a], [b]) => b.split('.').length - a.split('.').length);
}

function afterPrefix(keys: FieldPath, prefix: string[]): FieldPath | undefined {
  return prefix.every((key, index) => keys[index] === key) ? keys.slice(prefix.length) : undefined;
}
