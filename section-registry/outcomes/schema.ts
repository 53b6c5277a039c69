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
  /** Above the failures' column, when there are success factors beside it. */
  failuresLabel: z._default(text, 'Where they go wrong'),
  /** Above the success factors' column. */
  successesLabel: z._default(text, 'What successful ones do'),
  tone,
});

export type OutcomesProps = z.output<typeof outcomesSchema>;
export type OutcomeItem = z.output<typeof outcomeItem>;
