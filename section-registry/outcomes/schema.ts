import { z } from '../../src/lib/zod';
import { sectionIntro, text } from '../shared/schemas';
import { tone } from '../shared/tone';

export const outcomeItem = z.strictObject({
  heading: text.optional(),
  problem: text.optional(),
  solution: text.optional(),
  /** Spec: marked with a cross when true, a tick otherwise. */
  isFailure: z.boolean().default(false),
});

export const outcomesSchema = z.strictObject({
  ...sectionIntro,
  items: z.array(outcomeItem).default([]),
  tone,
});

export type OutcomesProps = z.output<typeof outcomesSchema>;
export type OutcomeItem = z.output<typeof outcomeItem>;
