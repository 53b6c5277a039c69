/** Looks up a dotted path in the zod content model, to check manifest bindings at build time. */
import { z } from '../lib/zod';
import type { DocumentType } from './documents';
import { CONTENT_MODEL } from './model';

/** Optional, nullable and defaulted wrappers say nothing about a field's shape. */
function unwrap(schema: z.core.$ZodType): z.core.$ZodType {
  let current = schema;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap();
    else if (current instanceof z.ZodDefault) current = current.removeDefault();
    else return current;
  }
}

export type ModelLookup = { ok: true; schema: z.core.$ZodType } | { ok: false; reason: string };

export function lookupModelPath(root: z.core.$ZodType, path: string, rootLabel = 'the page content'): ModelLookup {
  let current = unwrap(root);
  const walked: string[] = [];
  for (const key of path.split('.')) {
    if (!(current instanceof z.ZodObject)) {
      return { ok: false, reason: `"${walked.join('.')}" is not an object, so it has no field "${key}"` };
    }
    const shape: Record<string, z.core.$ZodType> = current.shape;
    const next = shape[key];
    if (!next) {
      const where = walked.length ? `"${walked.join('.')}"` : rootLabel;
      return { ok: false, reason: `${where} has no field "${key}" (fields: ${Object.keys(shape).join(', ')})` };
    }
    walked.push(key);
    current = unwrap(next);
  }
  return { ok: true, schema: current };
}

/** The model of what a page reads: the document, or one of its fields (e.g. whoWeAre.governance). */
export function pageModel(document: DocumentType, path: string | undefined): ModelLookup {
  const root = CONTENT_MODEL[document];
  return path ? lookupModelPath(root, path) : { ok: true, schema: root };
}

/** The item model of a list field, or why there is none. */
export function listItemModel(schema: z.core.$ZodType): ModelLookup {
  const list = unwrap(schema);
  if (!(list instanceof z.ZodArray)) return { ok: false, reason: 'is not a list' };
  return { ok: true, schema: unwrap(list.element) };
}
