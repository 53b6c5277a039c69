import { z } from '../../src/lib/zod';
import { sectionIntro, titledText } from '../shared/schemas';
import { tone } from '../shared/tone';

export const carouselSchema = z.strictObject({
  ...sectionIntro,
  /** Slides, numbered "01", "02"… in order (spec: the approach carousel on the about overview). */
  items: z.array(titledText).default([]),
  tone,
});

export type CarouselProps = z.output<typeof carouselSchema>;
