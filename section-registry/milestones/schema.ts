import { described, z } from '../../src/lib/zod-mini';
import { sectionIntro, text } from '../shared/schemas';
import { tone } from '../shared/tone';

export const milestone = z.strictObject({
  /** Content sends 2019 or "2019–2021"; both are shown as written. */
  year: z.optional(z.union([z.number(), text])),
  title: z.optional(text),
  organization: described(z.optional(text), 'Who awarded or recognised it; left out for a milestone of our own'),
  detail: described(
    z.optional(text),
    'One line of fact a reader can check: a certificate number and renewal date, a supplier reference, an address',
  ),
});

export const milestonesSchema = z.strictObject({
  ...sectionIntro,
  items: z._default(z.array(milestone), []),
  tone,
});

export type MilestonesProps = z.output<typeof milestonesSchema>;
