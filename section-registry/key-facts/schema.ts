import { described, z } from '../../src/lib/zod-mini';
import { iconName, sectionIntro, text } from '../shared/schemas';
import { tone } from '../shared/tone';

const keyFact = z.strictObject({
  icon: z.optional(iconName),
  label: described(z.optional(text), 'What the fact is, e.g. "Duration"'),
  /** Numbers are accepted too, so `"value": 6` reads as "6". */
  value: described(z.optional(z.union([text, z.number()])), 'The fact itself, e.g. "12 weeks"'),
});

export const keyFactsSchema = z.strictObject({
  ...sectionIntro,
  items: z._default(z.array(keyFact), []),
  tone,
});

export type KeyFactsProps = z.output<typeof keyFactsSchema>;
