import { z } from '../../src/lib/zod';
import { sectionIntro, statItem } from '../shared/schemas';
import { tone } from '../shared/tone';

export const statsSchema = z.strictObject({
  ...sectionIntro,
  items: z.array(statItem).default([]),
  /** Spec: 1500 ms on about pages, 2000 ms on quality assurance. */
  durationMs: z.number().int().min(0).max(10000).default(1500),
  tone,
});

export type StatsProps = z.output<typeof statsSchema>;
