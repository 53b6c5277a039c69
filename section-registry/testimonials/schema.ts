import { z } from '../../src/lib/zod';
import { sectionIntro, text } from '../shared/schemas';
import { tone } from '../shared/tone';

export const testimonial = z.strictObject({
  /** Spec: 5 stars when missing; a value outside 0–5 is dropped, so it falls back to 5 too. */
  rating: z.number().min(0).max(5).default(5).describe('Stars out of 5; halves are shown as half stars'),
  quote: text.optional(),
  author: text.optional(),
  position: text.optional(),
  industry: text.optional().describe('Shown as a badge'),
});

export const testimonialsSchema = z.strictObject({
  ...sectionIntro,
  items: z.array(testimonial).default([]),
  tone,
});

export type TestimonialsProps = z.output<typeof testimonialsSchema>;
export type Testimonial = z.output<typeof testimonial>;
