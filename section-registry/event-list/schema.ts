import { z } from '../../src/lib/zod';
import { DEFAULT_CTA_HREF } from '../shared/defaults';
import { href, sectionIntro, text } from '../shared/schemas';
import { tone } from '../shared/tone';

export const LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type Level = (typeof LEVELS)[number];

const eventItem = z.strictObject({
  title: text.optional(),
  date: text.optional().describe('As shown, e.g. "18-20 September 2023"'),
  location: text.optional(),
  spaces: z.number().int().min(0).optional().describe('Places still available'),
  level: z.enum(LEVELS).optional(),
  description: text.optional(),
});

export const eventListSchema = z.strictObject({
  ...sectionIntro,
  items: z.array(eventItem).default([]),
  // prefault, not default: a missing action parses as {} and so takes the label and href defaults.
  registerAction: z
    .strictObject({ label: text.default('Register'), href: href.default(DEFAULT_CTA_HREF) })
    .prefault({})
    .describe('The button on every entry (spec: Register, to /contact)'),
  tone,
});

export type EventListProps = z.output<typeof eventListSchema>;
export type EventItem = z.output<typeof eventItem>;
