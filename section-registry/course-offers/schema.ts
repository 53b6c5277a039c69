import { described, z } from '../../src/lib/zod-mini';
import { action, href, iconName, sectionIntro, text, textList } from '../shared/schemas';
import { tone } from '../shared/tone';

/** A course as the courses page lists it, with where it stands now: its next cohort, price and format. */
const course = z.strictObject({
  icon: z.optional(iconName),
  title: z.optional(text),
  description: z.optional(text),
  body: described(z.optional(text), 'A further paragraph under the description'),
  points: described(z.optional(textList), 'Ticked list: what the course includes'),
  href: described(
    z.optional(href),
    "The course's own page: its card links there, and a course page finds its course by it",
  ),
  nextCohort: described(
    z.optional(text),
    'When the next cohort runs, or when its dates are published, e.g. "2027 dates published in January"',
  ),
  price: described(z.optional(text), 'An indicative price, e.g. "From £1,195 + VAT per delegate"'),
  format: described(z.optional(text), 'How and where it runs, e.g. "In person in London or Accra, or live online"'),
});

export const courseOffersSchema = z.strictObject({
  ...sectionIntro,
  items: z._default(z.array(course), []),
  only: described(
    z.optional(href),
    "On a course's own page, that page's path: only the course whose href it is, as the next step (next cohort, price, format and a button to register interest). Without it, every course as a card",
  ),
  fallbackIcon: described(z.optional(iconName), "A card's icon when its own is missing or unknown"),
  linkLabel: described(
    z._default(text, 'View programme'),
    'The words at the foot of each card, which links to its course',
  ),
  interestAction: described(
    z.optional(action),
    "The next step's button on a course page (default: \"Register interest\", to /contact); unless its link names a subject, the form's subject names the course's next cohort",
  ),
  tone,
});

export type CourseOffersProps = z.output<typeof courseOffersSchema>;
export type CourseOffer = z.output<typeof course>;
