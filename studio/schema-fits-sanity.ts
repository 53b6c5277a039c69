/**
 * Compile-time proof that the plain schema (./schema/types.ts) describes
 * Sanity's definitions faithfully. Sanity's `schema.types` also accepts any
 * `{ type: string }` as an alias of a registered type, so handing the schema
 * over checks little by itself; these assertions fail `npm run typecheck` in
 * studio/ when a kind of field we use stops matching Sanity's (after an upgrade,
 * say). Validation is left out: it is a function over Sanity's rule builder,
 * checked when the Studio validates a document.
 */
import type {
  ArrayDefinition,
  BooleanDefinition,
  DocumentDefinition,
  FieldGroupDefinition,
  NumberDefinition,
  ObjectDefinition,
  StringDefinition,
  TextDefinition,
} from 'sanity';
import type {
  ArrayField,
  BooleanField,
  DocumentSchema,
  FieldGroup,
  NumberField,
  ObjectField,
  StringField,
  TextField,
} from './schema/types';

type Fits<Ours, Theirs> = [Omit<Ours, 'validation'>] extends [Omit<Theirs, 'validation'>] ? true : false;
type Assert<Condition extends true> = Condition;

export type SchemaFitsSanity = [
  Assert<Fits<StringField, StringDefinition>>,
  Assert<Fits<TextField, TextDefinition>>,
  Assert<Fits<NumberField, NumberDefinition>>,
  Assert<Fits<BooleanField, BooleanDefinition>>,
  Assert<Fits<ObjectField, ObjectDefinition>>,
  Assert<Fits<ArrayField, ArrayDefinition>>,
  Assert<Fits<DocumentSchema, DocumentDefinition>>,
  Assert<Fits<FieldGroup, FieldGroupDefinition>>,
];
