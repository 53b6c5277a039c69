import { z } from '../../src/lib/zod';
import { paragraphs, text } from '../shared/schemas';
import { tone } from '../shared/tone';

/** Heading and paragraphs: intro text, purpose statements. */
export const textBlockSchema = z.strictObject({
  heading: text.optional(),
  paragraphs: paragraphs.default([]),
  /** A lead paragraph is larger: for the first words under a hero. */
  lead: z.boolean().default(true),
  tone,
});

export type TextBlockProps = z.output<typeof textBlockSchema>;
