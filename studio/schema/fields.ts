/**
 * Field helpers: each returns a fresh plain object (see ./types.ts), so a page
 * can place it in its own tab. `string` is for a line, `text` for copy.
 */
import { LINK_FORMS, link, required } from './rules';
import type { ArrayField, Field, ObjectField, ObjectMember, StringField, TextField } from './types';

export function shortText(name: string, title: string, description?: string): StringField {
  return { name, title, type: 'string', description };
}

export function longText(name: string, title: string, description?: string): TextField {
  return { name, title, type: 'text', rows: 4, description };
}

/** Headings, titles and names: the site shows an empty box without them, so they are required. */
export function titleField(name = 'title', title = 'Title', description?: string): StringField {
  return { name, title, type: 'string', description, validation: required };
}

/** A link the site can render (src/lib/safe-href.ts); `whenEmpty` is where the page sends it otherwise. */
export function linkField(name: string, title: string, whenEmpty?: string): StringField {
  const fallback = whenEmpty ? ` If left empty, it goes to ${whenEmpty}.` : '';
  return { name, title, type: 'string', description: `Where it goes: ${LINK_FORMS}.${fallback}`, validation: link };
}

export function objectField(name: string, title: string, fields: Field[], description?: string): ObjectField {
  return { name, title, type: 'object', fields, description, preview: { prepare: () => ({ title }) } };
}

export function listOf(name: string, title: string, member: ObjectMember, description?: string): ArrayField {
  return { name, title, type: 'array', of: [member], description };
}

/** A list of plain strings, one line each (bullet points, tags, features). */
export function lines(name: string, title: string, description?: string): ArrayField {
  return { name, title, type: 'array', of: [{ type: 'string', title: 'Line' }], description };
}

/** Lines stored as `{ text }` entries, the shape some pages' content has. */
export function textEntries(name: string, title: string, entryTitle: string, description?: string): ArrayField {
  const entry: ObjectMember = {
    type: 'object',
    name: 'textEntry',
    title: entryTitle,
    fields: [{ name: 'text', title: entryTitle, type: 'text', rows: 2, validation: required }],
    preview: { select: { title: 'text' } },
  };
  return listOf(name, title, entry, description);
}

/** A title and a description: values, commitments, steps, carousel slides. */
export function titledEntry(name: string, title: string): ObjectMember {
  return {
    type: 'object',
    name,
    title,
    fields: [titleField(), longText('description', 'Description')],
    preview: { select: { title: 'title', subtitle: 'description' } },
  };
}
