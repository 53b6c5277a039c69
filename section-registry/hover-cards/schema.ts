import { z } from '../../src/lib/zod';
import { iconName, sectionIntro, text } from '../shared/schemas';
import { tone } from '../shared/tone';

export const hoverCardItem = z.strictObject({
  icon: iconName.optional(),
  title: text.optional(),
  description: text.optional(),
});

export const hoverCardsSchema = z.strictObject({
  ...sectionIntro,
  items: z.array(hoverCardItem).default([]),
  /** Spec: an unknown or missing service icon falls back to Target. */
  fallbackIcon: iconName.default('Target'),
  /** Spec: the preview opens 200 ms (range 200-700) after the pointer enters… */
  openDelay: z.number().int().min(0).max(2000).default(200),
  /** …and closes 100 ms (range 100-300) after it leaves. */
  closeDelay: z.number().int().min(0).max(2000).default(100),
  tone,
});

export type HoverCardsProps = z.output<typeof hoverCardsSchema>;
export type HoverCardItem = z.output<typeof hoverCardItem>;
