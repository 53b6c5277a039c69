import { z } from '../../src/lib/zod-mini';
import { sectionIntro, titledText } from '../shared/schemas';
import { tone } from '../shared/tone';

export const carouselSchema = z.strictObject({
  ...sectionIntro,
  /** Slides, numbered "01", "02"… in order (spec: the approach carousel on the about overview). */
  items: z._default(z.array(titledText), []),
  tone,
});

export type CarouselProps = z.output<typeof carouselSchema>;
