import { described, z } from '../../src/lib/zod-mini';
import { action, text } from '../shared/schemas';
import { tones } from '../shared/tone';
import { contactAside } from '../shared/aside-schema';

export const ctaSchema = z.strictObject({
  heading: z.optional(text),
  description: z.optional(text),
  /** Link defaults to /contact (spec: final calls to action). */
  primaryAction: z.optional(action),
  secondaryAction: z.optional(action),
  /** Sand by default (review 14: a navy close stacked on the navy footer read as one block); navy where a page asks. */
  tone: z._default(tones, 'muted'),
  contact: described(
    z.optional(contactAside),
    'Who answers, beside the words: a person on /about/our-people, told as there (tests/copy-agreement.test.ts)',
  ),
  next: described(
    z.optional(
      z.strictObject({
        title: described(z.optional(text), 'Above the steps; "What happens next" when left out'),
        steps: z._default(z.array(text), []),
      }),
    ),
    'What follows a first message, in order: in place of `contact` on a page whose lead is already named above (a person once a page)',
  ),
  layers: described(
    z._default(z.boolean(), false),
    "Rising layers in the navy panel's corner: only on a page that opens without a drawing of its own (docs/design.md)",
  ),
});

export type CtaProps = z.output<typeof ctaSchema>;
