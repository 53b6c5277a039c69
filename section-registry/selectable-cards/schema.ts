import { z } from '../../src/lib/zod';
import { action, href, iconName, sectionIntro, text, textList } from '../shared/schemas';
import { tone } from '../shared/tone';

export const selectableCardsSchema = z.strictObject({
  ...sectionIntro,
  items: z
    .array(
      z.strictObject({
        title: text.optional(),
        description: text.optional(),
        icon: iconName.optional(),
        href: href.optional(),
      }),
    )
    .default([]),
  /** Spec: an unknown service icon falls back to Target. */
  fallbackIcon: iconName.default('Target'),
  viewAllAction: action.optional(),
  helpPanel: z
    .strictObject({ title: text.optional(), items: textList.default([]), action: action.optional() })
    .optional(),
  questions: z.strictObject({ title: text.optional(), items: textList.default([]) }).optional(),
  tone,
});

export type SelectableCardsProps = z.output<typeof selectableCardsSchema>;
