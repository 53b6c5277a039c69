import { z } from '../../src/lib/zod-mini';
import { sectionIntro, titledText } from '../shared/schemas';
import { tone } from '../shared/tone';

export const stepsSchema = z.strictObject({
  ...sectionIntro,
  /** In order: the list numbers them 1, 2, 3… */
  items: z._default(z.array(titledText), []),
  tone,
});

export type StepsProps = z.output<typeof stepsSchema>;
