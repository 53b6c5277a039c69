import { described, z } from '../../src/lib/zod-mini';
import { personDetails } from '../shared/person-details';
import { href, paragraphs, text } from '../shared/schemas';
import { tone } from '../shared/tone';

const quoteAside = z.strictObject({
  kind: z.literal('quote'),
  text: z.optional(text),
  /** Who said it: a role, never a client's name. */
  attribution: z.optional(text),
});

const factsAside = z.strictObject({
  kind: z.literal('facts'),
  title: z.optional(text),
  items: z._default(z.array(z.strictObject({ label: z.optional(text), value: z.optional(text) })), []),
});

const contactAside = z.strictObject({
  kind: z.literal('contact'),
  title: described(z.optional(text), 'Above the person, e.g. "Who leads this work"'),
  name: z.optional(text),
  role: z.optional(text),
  ...personDetails,
  description: z.optional(text),
  action: z.optional(z.strictObject({ label: z.optional(text), href: z.optional(href) })),
});

export const textAside = z.union([quoteAside, factsAside, contactAside]);
export type TextAside = z.output<typeof textAside>;

/** Heading and paragraphs: intro text, purpose statements, optionally beside an aside. */
export const textBlockSchema = z.strictObject({
  heading: z.optional(text),
  paragraphs: z._default(paragraphs, []),
  /** A lead paragraph is larger: for the first words under a hero. */
  lead: z._default(z.boolean(), true),
  aside: described(
    z.optional(textAside),
    'Beside the text on a wide screen, below it on a phone: a pull quote, key facts or a named contact',
  ),
  tone,
});

export type TextBlockProps = z.output<typeof textBlockSchema>;
