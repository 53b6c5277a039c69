import { described, z } from '../../src/lib/zod-mini';
import { href, iconName, sectionIntro, text } from '../shared/schemas';
import { tone } from '../shared/tone';

export const hoverCardItem = z.strictObject({
  icon: z.optional(iconName),
  title: z.optional(text),
  description: z.optional(text),
  href: described(z.optional(href), "The category's page: the whole card links to it"),
  detail: described(
    z.optional(text),
    'What the preview adds to the card (examples of the work); a card without one has no preview',
  ),
});

export const hoverCardsSchema = z.strictObject({
  ...sectionIntro,
  items: z._default(z.array(hoverCardItem), []),
  /** Spec: an unknown or missing service icon falls back to Target. */
  fallbackIcon: z._default(iconName, 'Target'),
  linkLabel: described(
    z.optional(text),
    'The words at the foot of each card that links (before its arrow), e.g. "Learn more"; without them, the arrow alone',
  ),
  /** The preview's heading, above the item's detail. */
  detailLabel: z._default(text, 'Typical work'),
  /** Spec: the preview opens 200 ms (range 200-700) after the pointer enters… */
  openDelay: z._default(z.int().check(z.minimum(0), z.maximum(2000)), 200),
  /** …and closes 100 ms (range 100-300) after it leaves. */
  closeDelay: z._default(z.int().check(z.minimum(0), z.maximum(2000)), 100),
  tone,
});

export type HoverCardsProps = z.output<typeof hoverCardsSchema>;
export type HoverCardItem = z.output<typeof hoverCardItem>;
