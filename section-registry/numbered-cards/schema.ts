import { z } from '../../src/lib/zod';
import { sectionIntro, text, titledText } from '../shared/schemas';
import { tone } from '../shared/tone';

/** Spec: the "values in action" panel after the core values. */
export const valuesHint = z.strictObject({
  title: text.optional(),
  description: text.optional(),
  hoverText: text.optional().describe('Hint line shown while no card is hovered or focused'),
});

export const numberedCardsSchema = z.strictObject({
  ...sectionIntro,
  items: z.array(titledText).default([]),
  hint: valuesHint.optional(),
  tone,
});

export type NumberedCardsProps = z.output<typeof numberedCardsSchema>;
export type ValuesHint = z.output<typeof valuesHint>;
