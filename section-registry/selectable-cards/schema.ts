import { z } from '../../src/lib/zod-mini';
import { action, href, iconName, sectionIntro, text, textList } from '../shared/schemas';
import { tone } from '../shared/tone';

export const selectableCardsSchema = z.strictObject({
  ...sectionIntro,
  items: z._default(
    z.array(
      z.strictObject({
        title: z.optional(text),
        description: z.optional(text),
        icon: z.optional(iconName),
        href: z.optional(href),
      }),
    ),
    [],
  ),
  /** Spec: an unknown service icon falls back to Target. */
  fallbackIcon: z._default(iconName, 'Target'),
  viewAllAction: z.optional(action),
  helpPanel: z.optional(
    z.strictObject({ title: z.optional(text), items: z._default(textList, []), action: z.optional(action) }),
  ),
  questions: z.optional(z.strictObject({ title: z.optional(text), items: z._default(textList, []) })),
  tone,
});

export type SelectableCardsProps = z.output<typeof selectableCardsSchema>;
