import { z } from '../../src/lib/zod-mini';
import { action, text } from '../shared/schemas';
import { tones } from '../shared/tone';

export const ctaSchema = z.strictObject({
  heading: z.optional(text),
  description: z.optional(text),
  /** Link defaults to /contact (spec: final calls to action). */
  primaryAction: z.optional(action),
  secondaryAction: z.optional(action),
  tone: z._default(tones, 'brand'),
});

export type CtaProps = z.output<typeof ctaSchema>;
