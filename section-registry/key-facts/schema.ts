import { z } from '../../src/lib/zod';
import { iconName, sectionIntro, text } from '../shared/schemas';
import { tone } from '../shared/tone';

const keyFact = z.strictObject({
  icon: iconName.optional(),
  label: text.optional().describe('What the fact is, e.g. "Duration"'),
  /** Numbers are accepted too, so `"value": 6` reads as "6". */
  value: z.union([text, z.number()]).optional().describe('The fact itself, e.g. "12 weeks"'),
});

export const keyFactsSchema = z.strictObject({
  ...sectionIntro,
  items: z.array(keyFact).default([]),
  tone,
});

export type KeyFactsProps = z.output<typeof keyFactsSchema>;
