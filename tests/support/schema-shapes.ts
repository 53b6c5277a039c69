/**
 * The site's content model (zod, src/content/model.ts) and the Studio's schema
 * (plain objects, studio/schema/) reduced to one comparable form: field names,
 * nesting, lists and scalar kinds, and whether a field may be left empty.
 * `compareShapes` lists every difference, looking from both sides.
 */
import type { ArrayMember, Field } from '../../studio/schema/types';
import { z } from '../../src/lib/zod';
import { RuleRecorder } from './studio-rules';

export type Shape =
  | { kind: 'string' | 'number' | 'boolean' }
  | { kind: 'object'; fields: Record<string, Member> }
  | { kind: 'list'; item: Shape };

/** A field: its shape, and whether that side lets it be empty. */
export interface Member {
  shape: Shape;
  mayBeEmpty: boolean;
}

/** The site's side. A zod kind the comparison does not know fails loudly rather than passing. */
export function siteShape(schema: z.core.$ZodType, path = '(document)'): Shape {
  const inner = unwrapOptional(schema).schema;
  if (inner instanceof z.ZodString) return { kind: 'string' };
  if (inner instanceof z.ZodNumber) return { kind: 'number' };
  if (inner instanceof z.ZodBoolean) return { kind: 'boolean' };
  if (inner instanceof z.ZodArray) return { kind: 'list', item: siteShape(inner.element, `${path}[]`) };
  if (inner instanceof z.ZodObject) {
    const shape: Record<string, z.core.$ZodType> = inner.shape;
    const fields = Object.fromEntries(
      Object.entries(shape).map(([name, field]) => [
        name,
        { shape: siteShape(field, `${path}.${name}`), mayBeEmpty: unwrapOptional(field).optional },
      ]),
    );
    return { kind: 'object', fields };
  }
  throw new Error(`${path}: the comparison does not know this zod type (${inner.constructor.name})`);
}

function unwrapOptional(schema: z.core.$ZodType): { schema: z.core.$ZodType; optional: boolean } {
  let current = schema;
  let optional = false;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodDefault) optional = true;
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap();
    else if (current instanceof z.ZodDefault) current = current.removeDefault();
    else return { schema: current, optional };
  }
}

/** The Studio's side: `string` and `text` both store a string. */
export function studioShape(fields: Field[]): Shape {
  return {
    kind: 'object',
    fields: Object.fromEntries(fields.map((field) => [field.name, studioMember(field)])),
  };
}

function studioMember(field: Field): Member {
  const mayBeEmpty = !(field.validation?.(new RuleRecorder()).isRequired ?? false);
  return { shape: studioFieldShape(field), mayBeEmpty };
}

function studioFieldShape(field: Field | ArrayMember): Shape {
  switch (field.type) {
    case 'string':
    case 'text':
      return { kind: 'string' };
    case 'number':
      return { kind: 'number' };
    case 'boolean':
      return { kind: 'boolean' };
    case 'object':
      return studioShape(field.fields);
    case 'array':
      return { kind: 'list', item: studioFieldShape(field.of[0]) };
  }
}

/** Every difference between the two sides, one line each, with the field's path. */
export function compareShapes(site: Shape, studio: Shape, path = ''): string[] {
  const where = path || '(document)';
  if (site.kind !== studio.kind) return [`${where}: the site reads ${site.kind}, the Studio stores ${studio.kind}`];
  if (site.kind === 'list' && studio.kind === 'list') return compareShapes(site.item, studio.item, `${path}[]`);
  if (site.kind !== 'object' || studio.kind !== 'object') return [];
  const names = [...new Set([...Object.keys(site.fields), ...Object.keys(studio.fields)])];
  return names.flatMap((name) => {
    const fieldPath = path ? `${path}.${name}` : name;
    const ours = site.fields[name];
    const theirs = studio.fields[name];
    if (!theirs) return [`${fieldPath}: the site reads it, the Studio has no such field`];
    if (!ours) return [`${fieldPath}: the Studio has it, the site's content model does not`];
    const required =
      ours.mayBeEmpty && !theirs.mayBeEmpty
        ? [`${fieldPath}: the Studio requires it, the site treats it as optional`]
        : [];
    return [...required, ...compareShapes(ours.shape, theirs.shape, fieldPath)];
  });
}
