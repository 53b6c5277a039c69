import { z } from '../../src/lib/zod-mini';
import { paragraphs, text } from '../shared/schemas';
import { tone } from '../shared/tone';

/** Heading and paragraphs: intro text, purpose statements. */
export const textBlockSchema = z.strictObject({
  heading: z.optional(text),
  paragraphs: z._default(paragraphs, []),
  /** A lead paragraph is larger: for the first words under a hero. */
  lead: z._default(z.boolean(), true),
  tone,
});

export type TextBlockProps = z.output<typeof textBlockSchema>;
