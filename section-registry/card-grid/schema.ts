import { described, z } from '../../src/lib/zod-mini';
import { action, href, iconName, sectionIntro, text, textList } from '../shared/schemas';
import { tone } from '../shared/tone';
import { ART_FAMILIES } from '../shared/art/families';

export const cardItem = z.strictObject({
  icon: z.optional(iconName),
  title: z.optional(text),
  description: z.optional(text),
  body: described(z.optional(text), 'A further paragraph under the description'),
  points: described(z.optional(textList), 'Ticked list: benefits, items, features'),
  badge: described(z.optional(text), 'Marks the card, e.g. "Most Popular"'),
  action: described(z.optional(action), 'A button on the card (shown when it has a label)'),
  href: described(z.optional(href), 'Makes the whole card a link to this page'),
  art: described(
    z.optional(z.enum(ART_FAMILIES)),
    "A drawing at the card's head, in the heroes' navy panel, in place of the icon (an office's city)",
  ),
});

export const cardGridSchema = z.strictObject({
  ...sectionIntro,
  items: z._default(z.array(cardItem), []),
  columns: z._default(z.union([z.literal(2), z.literal(3), z.literal(4)]), 3),
  /** Icon for cards whose icon is missing or unknown (spec: Target for services, Shield for governance). */
  fallbackIcon: z.optional(iconName),
  linkLabel: described(
    z.optional(text),
    'The words at the foot of each card that is a link and names no action of its own, e.g. "View programme"',
  ),
  numbered: described(z._default(z.boolean(), false), 'Number the cards instead of showing icons'),
  layout: described(
    z._default(z.enum(['cards', 'list']), 'cards'),
    '"list" sets a dense set (ten mindsets, many short entries) as a compact list in columns instead of cards',
  ),
  tone,
});

export type CardGridProps = z.output<typeof cardGridSchema>;
export type CardItem = z.output<typeof cardItem>;
