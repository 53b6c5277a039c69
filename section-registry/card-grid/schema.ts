import { z } from '../../src/lib/zod';
import { action, href, iconName, sectionIntro, text, textList } from '../shared/schemas';
import { tone } from '../shared/tone';

export const cardItem = z.strictObject({
  icon: iconName.optional(),
  title: text.optional(),
  description: text.optional(),
  body: text.optional().describe('A further paragraph under the description'),
  points: textList.optional().describe('Ticked list: benefits, items, features'),
  badge: text.optional().describe('Marks the card, e.g. "Most Popular"'),
  action: action.optional().describe('A button on the card (shown when it has a label)'),
  href: href.optional().describe('Makes the whole card a link to this page'),
});

export const cardGridSchema = z.strictObject({
  ...sectionIntro,
  items: z.array(cardItem).default([]),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
  /** Icon for cards whose icon is missing or unknown (spec: Target for services, Shield for governance). */
  fallbackIcon: iconName.optional(),
  numbered: z.boolean().default(false).describe('Number the cards instead of showing icons'),
  tone,
});

export type CardGridProps = z.output<typeof cardGridSchema>;
export type CardItem = z.output<typeof cardItem>;
