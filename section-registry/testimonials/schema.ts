import { described, z } from '../../src/lib/zod-mini';
import { sectionIntro, text } from '../shared/schemas';
import { tone } from '../shared/tone';

export const testimonial = z.strictObject({
  /** Spec: 5 stars when missing; a value outside 0–5 is dropped, so it falls back to 5 too. */
  rating: described(
    z._default(z.number().check(z.minimum(0), z.maximum(5)), 5),
    'Stars out of 5; halves are shown as half stars',
  ),
  quote: z.optional(text),
  author: z.optional(text),
  position: z.optional(text),
  industry: described(z.optional(text), 'Shown as a badge'),
});

export const testimonialsSchema = z.strictObject({
  ...sectionIntro,
  items: z._default(z.array(testimonial), []),
  tone,
});

export type TestimonialsProps = z.output<typeof testimonialsSchema>;
export type Testimonial = z.output<typeof testimonial>;
