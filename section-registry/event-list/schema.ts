import { described, z } from '../../src/lib/zod-mini';
import { DEFAULT_CTA_HREF } from '../shared/defaults';
import { href, sectionIntro, text } from '../shared/schemas';
import { tone } from '../shared/tone';

export const PAST_NOTE =
  'These dates have passed. Register your interest and we will send you the next dates as soon as they are published.';

/** The list's heading once every date in it has passed: what is left is a record of cohorts that ran. */
export const PAST_HEADING = 'Cohorts that have run';

export const LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type Level = (typeof LEVELS)[number];

/**
 * Who each level is for, said once beside the badges: without it the red of Advanced (the spec's
 * destructive style) read as an error to a reviewer (review 8).
 */
export const LEVEL_MEANING: Record<Level, string> = {
  Beginner: 'new to the topic',
  Intermediate: 'some practice already',
  Advanced: 'for experienced leaders',
};

const eventItem = z.strictObject({
  title: z.optional(text),
  date: described(z.optional(text), 'As shown, e.g. "18-20 September 2023"'),
  location: z.optional(text),
  spaces: described(z.optional(z.int().check(z.minimum(0))), 'Places still available'),
  level: z.optional(z.enum(LEVELS)),
  description: z.optional(text),
});

export const eventListSchema = z.strictObject({
  ...sectionIntro,
  pastHeading: described(
    z._default(text, PAST_HEADING),
    "The heading over the dates that have passed: the whole list's once every date has (the heading above is then not shown), or a subheading under the dates still to come",
  ),
  items: z._default(z.array(eventItem), []),
  // prefault, not default: a missing action parses as {} and so takes the label and href defaults.
  registerAction: described(
    z.prefault(z.strictObject({ label: z._default(text, 'Register'), href: z._default(href, DEFAULT_CTA_HREF) }), {}),
    "The button on every entry (spec: Register, to /contact); it names the event in the form's subject",
  ),
  pastNote: described(
    z._default(text, PAST_NOTE),
    'Shown under the heading once every date in the list has passed (by the time the page was rendered)',
  ),
  tone,
});

export type EventListProps = z.output<typeof eventListSchema>;
export type EventItem = z.output<typeof eventItem>;
