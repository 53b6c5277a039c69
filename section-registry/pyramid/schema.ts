import { z } from '../../src/lib/zod-mini';
import { sectionIntro, text, textList, titledText } from '../shared/schemas';
import { tone } from '../shared/tone';

export const pyramidSchema = z.strictObject({
  ...sectionIntro,
  /** Listed from the top of the pyramid down. */
  steps: z._default(z.array(titledText), []),
  leftQuestion: z.optional(text),
  rightQuestion: z.optional(text),
  benefits: z.optional(z.strictObject({ title: z.optional(text), items: z._default(textList, []) })),
  tone,
});

export type PyramidProps = z.output<typeof pyramidSchema>;
