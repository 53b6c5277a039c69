import { described, z } from '../../src/lib/zod-mini';
import { sectionIntro, text, textList, titledText } from '../shared/schemas';
import { tone } from '../shared/tone';

export const pyramidSchema = z.strictObject({
  ...sectionIntro,
  steps: described(
    z._default(z.array(titledText), []),
    'From the base of the pyramid up: step 1 is the foundation, drawn widest, and the first shown',
  ),
  leftQuestion: z.optional(text),
  rightQuestion: z.optional(text),
  benefits: z.optional(z.strictObject({ title: z.optional(text), items: z._default(textList, []) })),
  tone,
});

export type PyramidProps = z.output<typeof pyramidSchema>;
