import { z } from '../../src/lib/zod-mini';
import { sectionIntro, text } from '../shared/schemas';
import { tone } from '../shared/tone';

export const outcomeItem = z.strictObject({
  heading: z.optional(text),
  problem: z.optional(text),
  solution: z.optional(text),
  /** Spec: marked with a cross when true, a tick otherwise. */
  isFailure: z._default(z.boolean(), false),
});

export const outcomesSchema = z.strictObject({
  ...sectionIntro,
  items: z._default(z.array(outcomeItem), []),
  tone,
});

export type OutcomesProps = z.output<typeof outcomesSchema>;
export type OutcomeItem = z.output<typeof outcomeItem>;
