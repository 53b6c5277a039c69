/** The props a section accepts, read from its zod schema's JSON Schema: for the dev server's section gallery. */
import { toJSONSchema, type ZodMiniType } from 'zod/mini';
import { isPlainObject } from '../lib/is-plain-object';

export interface AcceptedProp {
  name: string;
  /** "string", "number | string", "list of object", "'muted' | 'brand'", … */
  type: string;
  required: boolean;
  /** The schema's default, as JSON; null when there is none. */
  defaultValue: string | null;
  description: string | null;
}

export function acceptedProps(schema: ZodMiniType): AcceptedProp[] {
  const json = toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  const properties = isPlainObject(json.properties) ? json.properties : {};
  const required = new Set(Array.isArray(json.required) ? json.required : []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    type: typeName(property),
    required: required.has(name),
    defaultValue: isPlainObject(property) && 'default' in property ? JSON.stringify(property.default) : null,
    description: isPlainObject(property) && typeof property.description === 'string' ? property.description : null,
  }));
}

function typeName(property: unknown): string {
  if (!isPlainObject(property)) return 'any';
  if (Array.isArray(property.enum)) return property.enum.map((value) => JSON.stringify(value)).join(' | ');
  if ('const' in property) return JSON.stringify(property.const);
  const options = property.anyOf ?? property.oneOf;
  if (Array.isArray(options)) return [...new Set(options.map(typeName))].join(' | ');
  if (property.type === 'array') return `list of ${typeName(property.items)}`;
  if (Array.isArray(property.type)) return property.type.join(' | ');
  return typeof property.type === 'string' ? property.type : 'any';
}
