import { described, z } from '../../src/lib/zod-mini';
import { sectionIntro, statItem, text } from '../shared/schemas';
import { tone } from '../shared/tone';

export const statsSchema = z.strictObject({
  ...sectionIntro,
  items: z._default(z.array(statItem), []),
  /** Spec: 1500 ms on about pages, 2000 ms on quality assurance. */
  durationMs: z._default(z.int().check(z.minimum(0), z.maximum(10000)), 1500),
  layout: described(
    z._default(z.enum(['figures', 'summary']), 'figures'),
    '"summary" sets the figures small, in one quiet row between hairlines (a policy\'s facts), instead of large display figures',
  ),
  note: described(
    z.optional(text),
    'One line under the figures saying what they count and as at when, e.g. "Clients to March 2026, each organisation counted once"',
  ),
  tone,
});

export type StatsProps = z.output<typeof statsSchema>;
