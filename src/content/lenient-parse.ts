/**
 * Content may be partial or wrong; a section must never throw because of it.
 * Manifests are validated strictly at build time with the same schemas, but at
 * run time a value that does not fit is dropped (so the schema's default or
 * fallback applies) instead of failing the whole section.
 */
import { safeParse, type $ZodIssue, type $ZodType, type output } from 'zod/v4/core';
import { isPlainObject } from '../lib/is-plain-object';

type Path = readonly PropertyKey[];
type Issue = $ZodIssue;

export interface DroppedValue {
  /** Where, as keys from the root: ["items", 2, "title"]. */
  path: PropertyKey[];
  reason: string;
}

export interface LenientResult<T> {
  /** The parsed value, or undefined when even the root could not be salvaged. */
  data: T | undefined;
  /** Where content was dropped, as "items.2.title: reason", for a console warning. */
  dropped: string[];
  /** The same, one entry per dropped value, for tools that trace it back to its source (check:content). */
  droppedValues: DroppedValue[];
}

const DROPPED = Symbol('dropped');
const MAX_PASSES = 25;

/** Works with classic zod and zod/mini schemas alike (they share zod's core). */
export function parseLeniently<S extends $ZodType>(schema: S, input: unknown): LenientResult<output<S>> {
  let value = structuredClone(input);
  const dropped: string[] = [];
  const droppedValues: DroppedValue[] = [];
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const result = safeParse(schema, value);
    if (result.success) return { data: result.data, dropped, droppedValues };
    for (const issue of result.error.issues.flatMap(closestBranchIssues)) {
      const where = issue.path.map(String).join('.') || '(root)';
      dropped.push(`${where}: ${issue.message}`);
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) {
          markDropped(value, [...issue.path, key]);
          droppedValues.push({ path: [...issue.path, key], reason: issue.message });
        }
        continue;
      }
      droppedValues.push({ path: [...issue.path], reason: issue.message });
      if (!markDropped(value, issue.path)) return { data: undefined, dropped, droppedValues };
    }
    value = removeMarked(value);
  }
  return { data: undefined, dropped, droppedValues };
}

/**
 * A value that fits none of a union's shapes is reported as one issue at the
 * union. When an alternative failed only inside the value (a list of metrics
 * with one bad figure), follow that alternative, so only the bad part is
 * dropped instead of the whole value.
 */
function closestBranchIssues(issue: Issue): Issue[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
  const insideValue = issue.errors.filter(
    (branch) => branch.length > 0 && branch.every((inner) => inner.path.length > 0),
  );
  if (insideValue.length === 0) return [issue];
  const closest = insideValue.reduce((best, branch) => (branch.length < best.length ? branch : best));
  return closest.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })).flatMap(closestBranchIssues);
}

/** Marks the value at `path` for removal; returns false when the path is the root. */
function markDropped(root: unknown, path: Path): boolean {
  if (path.length === 0) return false;
  let parent: unknown = root;
  for (const key of path.slice(0, -1)) {
    if (!isContainer(parent)) return true;
    parent = Reflect.get(parent, key);
  }
  const last = path[path.length - 1]!;
  if (!isContainer(parent)) return true;
  if (!Reflect.has(parent, last)) {
    // A required key is missing inside an array element: drop the element itself.
    return markEnclosingArrayElement(root, path);
  }
  Reflect.set(parent, last, DROPPED);
  return true;
}

function markEnclosingArrayElement(root: unknown, path: Path): boolean {
  for (let depth = path.length - 1; depth > 0; depth--) {
    let parent: unknown = root;
    for (const key of path.slice(0, depth - 1)) parent = isContainer(parent) ? Reflect.get(parent, key) : undefined;
    if (Array.isArray(parent)) {
      Reflect.set(parent, path[depth - 1]!, DROPPED);
      return true;
    }
  }
  return false;
}

function removeMarked(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== DROPPED).map(removeMarked);
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== DROPPED)
        .map(([key, item]) => [key, removeMarked(item)]),
    );
  }
  return value;
}

function isContainer(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

export { isPlainObject };
