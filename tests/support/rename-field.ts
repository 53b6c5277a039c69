/**
 * Copies of either side with one field renamed, deep inside if need be, for
 * proving that the Studio/site comparison notices. Neither input is changed.
 */
import type { Field } from '../../studio/schema/types';
import { z } from '../../src/lib/zod';

/** Renames the field at `path` (names from the document down; lists are stepped through). */
export function renameStudioField(fields: Field[], path: string[], newName: string): Field[] {
  const [name, ...rest] = path;
  return fields.map((field) => {
    if (field.name !== name) return field;
    if (rest.length === 0) return { ...field, name: newName };
    if (field.type === 'object') return { ...field, fields: renameStudioField(field.fields, rest, newName) };
    if (field.type === 'array' && field.of[0].type === 'object') {
      const member = field.of[0];
      return { ...field, of: [{ ...member, fields: renameStudioField(member.fields, rest, newName) }] };
    }
    throw new Error(`${name} has no fields to rename in`);
  });
}

/** The same for the site's zod model. */
export function renameSiteField(schema: z.core.$ZodType, path: string[], newName: string): z.core.$ZodType {
  if (schema instanceof z.ZodOptional) return z.optional(renameSiteField(schema.unwrap(), path, newName));
  if (schema instanceof z.ZodArray) return z.array(renameSiteField(schema.element, path, newName));
  if (!(schema instanceof z.ZodObject))
    throw new Error(`cannot rename ${path.join('.')} in a ${schema.constructor.name}`);
  const [name = '', ...rest] = path;
  const shape: Record<string, z.core.$ZodType> = schema.shape;
  const field = shape[name];
  if (!field) throw new Error(`no field ${name}`);
  const entries = Object.entries(shape).map(([key, value]) =>
    key !== name ? [key, value] : rest.length === 0 ? [newName, value] : [key, renameSiteField(value, rest, newName)],
  );
  return z.object(Object.fromEntries(entries));
}
