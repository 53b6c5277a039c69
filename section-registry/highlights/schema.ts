import { z } from '../../src/lib/zod-mini';
import { action, iconName, sectionIntro, text } from '../shared/schemas';
import { tone } from '../shared/tone';

export const highlightsSchema = z.strictObject({
  ...sectionIntro,
  bubbles: z._default(z.array(z.strictObject({ title: z.optional(text), text: z.optional(text) })), []),
  pointsHeading: z.optional(text),
  points: z._default(
    z.array(z.strictObject({ icon: z.optional(iconName), title: z.optional(text), description: z.optional(text) })),
    [],
  ),
  /** Spec: USP icons are Target, Users or Heart; unknown or missing falls back to Target. */
  fallbackIcon: z._default(iconName, 'Target'),
  action: z.optional(action),
  tone,
});

export type HighlightsProps = z.output<typeof highlightsSchema>;
