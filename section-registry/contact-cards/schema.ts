import { z } from '../../src/lib/zod';
import { iconName, sectionIntro, text, textList } from '../shared/schemas';
import { tone } from '../shared/tone';

const contactCard = z.strictObject({
  title: text.optional(),
  content: text.optional().describe('One or more lines separated by "\\n"; emails and +phone numbers become links'),
  /** Spec: Mail, Phone or MapPin; any known icon name is accepted. */
  icon: iconName.optional(),
});

export const contactCardsSchema = z.strictObject({
  ...sectionIntro,
  items: z.array(contactCard).default([]),
  fallbackIcon: iconName.default('Mail'),
  hours: z
    .strictObject({ title: text.optional(), items: textList.default([]) })
    .optional()
    .describe('Office hours, one line each'),
  tone,
});

export type ContactCardsProps = z.output<typeof contactCardsSchema>;
