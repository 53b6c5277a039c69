import { described, z } from '../../src/lib/zod-mini';
import { iconName, sectionIntro, text, textList } from '../shared/schemas';
import { tone } from '../shared/tone';

const contactCard = z.strictObject({
  title: z.optional(text),
  content: described(z.optional(text), 'One or more lines separated by "\\n"; emails and +phone numbers become links'),
  /** Spec: Mail, Phone or MapPin; any known icon name is accepted. */
  icon: z.optional(iconName),
});

export const contactCardsSchema = z.strictObject({
  ...sectionIntro,
  items: z._default(z.array(contactCard), []),
  fallbackIcon: z._default(iconName, 'Mail'),
  hours: described(
    z.optional(z.strictObject({ title: z.optional(text), items: z._default(textList, []) })),
    'Office hours, one line each',
  ),
  tone,
});

export type ContactCardsProps = z.output<typeof contactCardsSchema>;
