import { z } from '../../src/lib/zod';
import { action, href, iconName, statItem, text } from '../shared/schemas';

export const heroSchema = z.strictObject({
  title: text.optional().describe("The page's h1; falls back to the manifest title"),
  subtitle: text.optional(),
  breadcrumbs: z
    .array(z.strictObject({ label: text, href: href.optional() }))
    .default([])
    .describe('Trail shown above the title; the last entry is the current page'),
  note: text.optional().describe('Small print under the subtitle, e.g. "Last updated May 18, 2025"'),
  primaryAction: action.optional(),
  secondaryAction: action.optional(),
  panel: z
    .strictObject({
      title: text.optional(),
      items: z
        .array(
          z.strictObject({
            icon: iconName.optional(),
            title: text.optional(),
            description: text.optional(),
            href: href.optional(),
          }),
        )
        .default([]),
    })
    .optional()
    .describe('A card beside the title (home: "Our Core Services")'),
  quote: z.strictObject({ text: text.optional(), attribution: text.optional() }).optional(),
  stats: z.array(statItem).default([]),
  counterDurationMs: z.number().int().min(0).max(10000).default(1500),
  layout: z.enum(['page', 'home']).default('page'),
});

export type HeroProps = z.output<typeof heroSchema>;
