import { described, z } from '../../src/lib/zod-mini';
import { sectionIntro, text, titledText } from '../shared/schemas';
import { tone } from '../shared/tone';

/** Spec: the "values in action" panel after the core values. */
export const valuesHint = z.strictObject({
  title: z.optional(text),
  description: z.optional(text),
  hoverText: described(z.optional(text), 'Hint line shown while no card is hovered or focused'),
});

/** A value: its title and description, and an example of it at work for the values-in-action panel. */
const numberedItem = z.strictObject({
  ...titledText.shape,
  inPractice: described(z.optional(text), 'The value at work, shown in the values-in-action panel'),
});

export const numberedCardsSchema = z.strictObject({
  ...sectionIntro,
  items: z._default(z.array(numberedItem), []),
  hint: z.optional(valuesHint),
  tone,
});

export type NumberedCardsProps = z.output<typeof numberedCardsSchema>;
export type ValuesHint = z.output<typeof valuesHint>;
