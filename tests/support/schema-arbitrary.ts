/**
 * Builds fast-check inputs for a section from its zod schema: mostly the shape
 * the schema expects (with keys left out at random), now and then a value of
 * the wrong kind, in any field at any depth. Strings come from the hostile
 * pool; a string schema's `examples` (links, icon names) are mixed in so the
 * valid paths run too.
 */
import fc from 'fast-check';
// zod's core classes: section schemas are zod/mini, and this works for classic zod too.
import {
  $ZodArray,
  $ZodBoolean,
  $ZodCatch,
  $ZodDefault,
  $ZodEnum,
  $ZodLiteral,
  $ZodNullable,
  $ZodNumber,
  $ZodObject,
  $ZodOptional,
  $ZodPipe,
  $ZodPrefault,
  $ZodRecord,
  $ZodString,
  $ZodUnion,
  globalRegistry,
  type $ZodType as Schema,
} from 'zod/v4/core';
import { hostileString, wrongValue } from './hostile-values';

/** How often a field holds the wrong kind of value instead of its own (1 in WRONG_ODDS + 1). */
const WRONG_ODDS = 8;
const MAX_LIST_LENGTH = 6;
const PRESENT_ODDS = 5;
const OMITTED = Symbol('omitted');

/** A section's input: nearly always an object of its shape, with wrong values inside. */
export function sectionInputFor(schema: Schema): fc.Arbitrary<unknown> {
  // A wrong root (null, a string) only ever shows nothing; a few of those are enough.
  return fc.oneof({ arbitrary: shapedLike(schema, '(root)'), weight: 19 }, { arbitrary: wrongValue, weight: 1 });
}

/** Any input for `schema`: its own shape, or a wrong value (null, another type, deep nesting…). */
function inputFor(schema: Schema, path: string): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: shapedLike(schema, path), weight: WRONG_ODDS }, { arbitrary: wrongValue, weight: 1 });
}

function shapedLike(schema: Schema, path: string): fc.Arbitrary<unknown> {
  if (
    schema instanceof $ZodOptional ||
    schema instanceof $ZodNullable ||
    schema instanceof $ZodDefault ||
    schema instanceof $ZodPrefault ||
    schema instanceof $ZodCatch
  ) {
    // Leaving the key out is objectOf's job; null comes from wrongValue.
    return shapedLike(schema._zod.def.innerType, path);
  }
  if (schema instanceof $ZodPipe) return shapedLike(schema._zod.def.in, path); // a transform's input
  if (schema instanceof $ZodObject) return objectOf(schema._zod.def.shape, path);
  if (schema instanceof $ZodArray) return listOf(schema._zod.def.element, path);
  if (schema instanceof $ZodUnion)
    return fc.oneof(...schema._zod.def.options.map((option) => shapedLike(option, path)));
  if (schema instanceof $ZodEnum)
    return fc.oneof(fc.constantFrom(...Object.values(schema._zod.def.entries)), hostileString());
  if (schema instanceof $ZodLiteral) return fc.constantFrom(...schema._zod.def.values);
  if (schema instanceof $ZodString) return hostileString(examplesOf(schema));
  if (schema instanceof $ZodNumber) return numbers;
  if (schema instanceof $ZodBoolean) return fc.boolean();
  if (schema instanceof $ZodRecord) {
    return fc.dictionary(fc.string({ maxLength: 12 }), inputFor(schema._zod.def.valueType, `${path}.*`), {
      maxKeys: 4,
      noNullPrototype: true,
    });
  }
  // A new kind of schema needs a case here, or its sections would go untested.
  throw new Error(`schema-arbitrary: no generator for ${schema._zod.def.type} at ${path}`);
}

function objectOf(shape: Readonly<Record<string, Schema>>, path: string): fc.Arbitrary<Record<string, unknown>> {
  // Each key is left out one time in PRESENT_ODDS, so most inputs still have something to show.
  const fields = Object.entries(shape).map(([key, field]) =>
    fc
      .option(inputFor(field, `${path}.${key}`), { freq: PRESENT_ODDS, nil: OMITTED })
      .map((value) => [key, value] as const),
  );
  // Sanity adds its own keys, and stale content keeps fields the schema no longer has.
  const extras = fc.dictionary(fc.constantFrom('_key', '_type', 'legacyField', 'title2'), wrongValue, {
    maxKeys: 2,
    noNullPrototype: true,
  });
  return fc.tuple(fc.tuple(...fields), fc.option(extras, { freq: 4 })).map(([known, extra]) => ({
    ...extra,
    ...Object.fromEntries(known.filter(([, value]) => value !== OMITTED)),
  }));
}

function listOf(element: Schema, path: string): fc.Arbitrary<unknown[]> {
  const items = fc.array(inputFor(element, `${path}[]`), { minLength: 1, maxLength: MAX_LIST_LENGTH });
  // Repeated entries (the same feature listed twice) are ordinary content.
  const withRepeat = items.map((list) => [...list, list[0]]);
  return fc.oneof(
    { arbitrary: items, weight: 6 },
    { arbitrary: withRepeat, weight: 2 },
    { arbitrary: fc.constant<unknown[]>([]), weight: 1 },
  );
}

const numbers = fc.oneof(
  fc.integer({ min: -5, max: 120 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, 0.5, 4.5, 1e21, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER),
);

function examplesOf(schema: Schema): string[] {
  const examples = globalRegistry.get(schema)?.examples;
  return Array.isArray(examples) ? examples.filter((example): example is string => typeof example === 'string') : [];
}
