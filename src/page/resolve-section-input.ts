/**
 * Turns a manifest section plus the page's content into the section's input:
 * fixed props first, content over them (so fixed props are the fallbacks).
 * Sanity's own keys (_key, _type, …) are stripped; the section's schema then
 * parses the result leniently.
 */
import { isPlainObject } from '../lib/is-plain-object';
import type { Binding, ManifestSection, SectionSource } from '../manifests/manifest-schema';

export interface SectionInput {
  input: Record<string, unknown>;
  /** False when the section is bound to content and none of it is present. */
  hasContent: boolean;
}

export function resolveSectionInput(section: ManifestSection, pageContent: unknown): SectionInput {
  const fixed = section.props ?? {};
  if (!section.from) return { input: fixed, hasContent: true };
  const bound = readSource(section.from, pageContent);
  return { input: mergeOver(fixed, bound), hasContent: hasAnyValue(bound) };
}

function readSource(source: SectionSource, pageContent: unknown): Record<string, unknown> {
  if (typeof source === 'string') {
    const value = withoutSanityKeys(getPath(pageContent, source));
    return isPlainObject(value) ? value : {};
  }
  const result: Record<string, unknown> = {};
  for (const [target, binding] of Object.entries(source)) {
    const value = readBinding(binding, pageContent);
    if (value !== undefined) setPath(result, target, value);
  }
  return result;
}

function readBinding(binding: Binding, pageContent: unknown): unknown {
  if (typeof binding === 'string') return withoutSanityKeys(getPath(pageContent, binding));
  const list = withoutSanityKeys(getPath(pageContent, binding.path));
  if (!Array.isArray(list)) return list;
  return list.map((item: unknown) => (isPlainObject(item) ? renameFields(item, binding.fields) : item));
}

/** { "action.label": "buttonText" } moves item.buttonText to item.action.label; other fields stay. */
function renameFields(item: Record<string, unknown>, fields: Record<string, string>): Record<string, unknown> {
  const sources = new Set(Object.values(fields));
  const renamed: Record<string, unknown> = Object.fromEntries(
    Object.entries(item).filter(([key]) => !sources.has(key)),
  );
  for (const [target, source] of Object.entries(fields)) {
    const value = getPath(item, source);
    if (value !== undefined) setPath(renamed, target, value);
  }
  return renamed;
}

export function getPath(root: unknown, path: string): unknown {
  let current: unknown = root;
  for (const key of path.split('.')) {
    if (!isPlainObject(current)) return undefined;
    current = current[key];
  }
  return current;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let current = target;
  for (const key of keys.slice(0, -1)) {
    const next = current[key];
    current = isPlainObject(next) ? next : (current[key] = {});
  }
  current[keys[keys.length - 1]!] = value;
}

function withoutSanityKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSanityKeys);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !key.startsWith('_'))
      .map(([key, item]) => [key, withoutSanityKeys(item)]),
  );
}

/** Content wins where it has a value; empty strings and nulls count as missing. */
function mergeOver(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    if (value === undefined || value === null || value === '') continue;
    const current = merged[key];
    merged[key] = isPlainObject(current) && isPlainObject(value) ? mergeOver(current, value) : value;
  }
  return merged;
}

function hasAnyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (isPlainObject(value)) return Object.values(value).some(hasAnyValue);
  return true;
}
