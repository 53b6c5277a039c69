import { described, z } from '../../src/lib/zod-mini';
import { sectionIntro, text, titledText } from '../shared/schemas';
import { tone } from '../shared/tone';

/** Spec: the "values in action" panel after the core values. */
export const valuesHint = z.strictObject({
  title: z.optional(text),
  description: z.optional(text),
  hoverText: described(z.optional(text), 'Hint line shown while no card is hovered or focused'),
});

export const numberedCardsSchema = z.strictObject({
  ...sectionIntro,
  items: z._default(z.array(titledText), []),
  hint: z.optional(valuesHint),
  tone,
});

export type NumberedCardsProps = z.output<typeof numberedCardsSchema>;
export type ValuesHint = z.output<typeof valuesHint>;
