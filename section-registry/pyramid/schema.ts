import { z } from '../../src/lib/zod';
import { sectionIntro, text, textList, titledText } from '../shared/schemas';
import { tone } from '../shared/tone';

export const pyramidSchema = z.strictObject({
  ...sectionIntro,
  /** Listed from the top of the pyramid down. */
  steps: z.array(titledText).default([]),
  leftQuestion: text.optional(),
  rightQuestion: text.optional(),
  benefits: z.strictObject({ title: text.optional(), items: textList.default([]) }).optional(),
  tone,
});

export type PyramidProps = z.output<typeof pyramidSchema>;
