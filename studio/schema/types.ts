/**
 * The part of Sanity's schema definitions this Studio uses, described here so
 * the schema files import nothing from `sanity`. The site's own tests read them
 * (tests/studio-schema.test.ts) without the Studio's dependencies installed;
 * `sanity.config.ts` hands them to Sanity, whose types check that they fit.
 */

/** The rule methods our validations chain. Sanity's `Rule` has these and more. */
export interface FieldRule<Self> {
  required(): Self;
  min(limit: number): Self;
  max(limit: number): Self;
  integer(): Self;
  custom(check: (value: unknown) => true | string): Self;
  warning(message?: string): Self;
}

/** Generic, so whichever rule comes in (Sanity's, or a test's recorder) comes back out. */
export type Validation = <R extends FieldRule<R>>(rule: R) => R;

/** A named value in a dropdown; Sanity stores `value`. */
export interface Choice {
  title: string;
  value: string;
}

interface Described {
  title: string;
  description?: string;
}

interface FieldBase extends Described {
  name: string;
  /** The tab of the document the field appears under (see the document's `groups`). */
  group?: string;
  validation?: Validation;
}

export interface StringField extends FieldBase {
  type: 'string';
  options?: { list: Choice[]; layout?: 'dropdown' | 'radio' };
  placeholder?: string;
}

/** Long copy: a multi-line box. Stored as a string, like `string`. */
export interface TextField extends FieldBase {
  type: 'text';
  rows?: number;
}

export interface NumberField extends FieldBase {
  type: 'number';
  initialValue?: number;
}

export interface BooleanField extends FieldBase {
  type: 'boolean';
  initialValue?: boolean;
}

/** How a list entry is summarised: field paths for its title and subtitle. */
export interface Preview {
  select: { title: string; subtitle?: string };
}

/** A heading that does not depend on the fields: a page or section is named by what it is. */
export interface FixedPreview {
  prepare: () => { title: string; subtitle?: string };
}

export interface ObjectField extends FieldBase {
  type: 'object';
  fields: Field[];
  options?: { collapsible?: boolean; collapsed?: boolean };
  /** Names the object in breadcrumbs; without it Sanity shows a summary of its first field. */
  preview?: FixedPreview;
}

/** A list entry that is an object. Sanity needs a name for each kind of entry. */
export interface ObjectMember extends Described {
  type: 'object';
  name: string;
  fields: Field[];
  preview?: Preview;
}

/** A list entry that is plain text (stored as a bare string, as the site reads it). */
export interface StringMember {
  type: 'string' | 'text';
  title?: string;
}

export type ArrayMember = ObjectMember | StringMember;

/** Every list the site reads holds one kind of entry, so `of` has exactly one member. */
export interface ArrayField extends FieldBase {
  type: 'array';
  of: [ArrayMember];
}

export type Field = StringField | TextField | NumberField | BooleanField | ObjectField | ArrayField;

export interface FieldGroup {
  name: string;
  title: string;
  default?: boolean;
}

export interface DocumentSchema extends Described {
  type: 'document';
  name: string;
  groups: FieldGroup[];
  fields: Field[];
  preview?: FixedPreview;
}
