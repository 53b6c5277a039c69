import { z } from '../../src/lib/zod';
import { sectionIntro, text } from '../shared/schemas';
import { tone } from '../shared/tone';

export const milestone = z.strictObject({
  /** Content sends 2019 or "2019–2021"; both are shown as written. */
  year: z.union([z.number(), text]).optional(),
  title: text.optional(),
  organization: text.optional().describe('Who awarded or recognised it'),
});

export const milestonesSchema = z.strictObject({
  ...sectionIntro,
  items: z.array(milestone).default([]),
  tone,
});

export type MilestonesProps = z.output<typeof milestonesSchema>;
