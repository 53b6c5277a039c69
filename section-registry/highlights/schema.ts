import { z } from '../../src/lib/zod';
import { action, iconName, sectionIntro, text } from '../shared/schemas';
import { tone } from '../shared/tone';

export const highlightsSchema = z.strictObject({
  ...sectionIntro,
  bubbles: z.array(z.strictObject({ title: text.optional(), text: text.optional() })).default([]),
  pointsHeading: text.optional(),
  points: z
    .array(z.strictObject({ icon: iconName.optional(), title: text.optional(), description: text.optional() }))
    .default([]),
  /** Spec: USP icons are Target, Users or Heart; unknown or missing falls back to Target. */
  fallbackIcon: iconName.default('Target'),
  action: action.optional(),
  tone,
});

export type HighlightsProps = z.output<typeof highlightsSchema>;
