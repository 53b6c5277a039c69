import { z } from '../../src/lib/zod';
import { action, text } from '../shared/schemas';
import { tone } from '../shared/tone';

export const ctaSchema = z.strictObject({
  heading: text.optional(),
  description: text.optional(),
  /** Link defaults to /contact (spec: final calls to action). */
  primaryAction: action.optional(),
  secondaryAction: action.optional(),
  tone: tone.default('brand'),
});

export type CtaProps = z.output<typeof ctaSchema>;
