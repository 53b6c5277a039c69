import { z } from '../../src/lib/zod-mini';
import { sectionIntro, textList } from '../shared/schemas';
import { tone } from '../shared/tone';

export const chipsSchema = z.strictObject({
  ...sectionIntro,
  /** Short labels: areas of expertise, the ten talent mindsets. */
  items: z._default(textList, []),
  tone,
});

export type ChipsProps = z.output<typeof chipsSchema>;
