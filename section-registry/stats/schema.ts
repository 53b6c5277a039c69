import { z } from '../../src/lib/zod-mini';
import { sectionIntro, statItem } from '../shared/schemas';
import { tone } from '../shared/tone';

export const statsSchema = z.strictObject({
  ...sectionIntro,
  items: z._default(z.array(statItem), []),
  /** Spec: 1500 ms on about pages, 2000 ms on quality assurance. */
  durationMs: z._default(z.int().check(z.minimum(0), z.maximum(10000)), 1500),
  tone,
});

export type StatsProps = z.output<typeof statsSchema>;
