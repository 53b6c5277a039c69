import { described, z } from '../../src/lib/zod-mini';
import { aside } from '../shared/aside-schema';
import { paragraphs, text } from '../shared/schemas';
import { tone } from '../shared/tone';

/** Heading and paragraphs: intro text, purpose statements, optionally beside an aside. */
export const textBlockSchema = z.strictObject({
  heading: z.optional(text),
  paragraphs: z._default(paragraphs, []),
  /** A lead paragraph is larger: for the first words under a hero. */
  lead: z._default(z.boolean(), true),
  aside: described(
    z.optional(aside),
    'Beside the text on a wide screen, below it on a phone: a pull quote, key facts or a named contact',
  ),
  tone,
});

export type TextBlockProps = z.output<typeof textBlockSchema>;
