/**
 * Lists the fields of the content model that a document leaves empty. Used to
 * prove the embedded dataset fills every field of spec point 3; optional fields
 * (those the spec marks optional) may be absent.
 */
import { z } from '../lib/zod';

export function emptyFields(schema: z.core.$ZodType, value: unknown, path = ''): string[] {
  if (schema instanceof z.ZodOptional) return value === undefined ? [] : emptyFields(schema.unwrap(), value, path);
  if (schema instanceof z.ZodObject) {
    if (typeof value !== 'object' || value === null) return [path || '(document)'];
    const shape: Record<string, z.core.$ZodType> = schema.shape;
    return Object.entries(shape).flatMap(([key, field]) =>
      emptyFields(field, (value as Record<string, unknown>)[key], path ? `${path}.${key}` : key),
    );
  }
  if (schema instanceof z.ZodArray) {
    if (!Array.isArray(value) || value.length === 0) return [path];
    return value.flatMap((item, index) => emptyFields(schema.element, item, `${path}[${index}]`));
  }
  if (value === undefined || value === null || value === '') return [path];
  return [];
}
