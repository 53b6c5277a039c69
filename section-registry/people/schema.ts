import { described, z } from '../../src/lib/zod-mini';
import { personDetails } from '../shared/person-details';
import { imageUrl, sectionIntro, text, textList } from '../shared/schemas';
import { tone } from '../shared/tone';

export const person = z.strictObject({
  name: z.optional(text),
  role: z.optional(text),
  bio: z.optional(text),
  initials: described(z.optional(text), 'Shown until the photo loads; computed from the name when missing'),
  image: z.optional(imageUrl),
  expertise: described(z.optional(textList), 'Shown comma-joined after "Expertise:"'),
  ...personDetails,
});

export const peopleSchema = z.strictObject({
  ...sectionIntro,
  items: z._default(z.array(person), []),
  /** Spec: 3 for the team on "our people", 2 for the associates page. */
  columns: z._default(z.union([z.literal(2), z.literal(3), z.literal(4)]), 3),
  // Spec (associates): a missing field shows a fallback text; without one it is left out.
  fallbackName: z.optional(text),
  fallbackRole: z.optional(text),
  fallbackBio: z.optional(text),
  fallbackExpertise: z.optional(text),
  fallbackInitials: z.optional(text),
  emptyText: described(z.optional(text), 'Shown when there is nobody to list; without it the section is left out'),
  tone,
});

export type PeopleProps = z.output<typeof peopleSchema>;
export type Person = z.output<typeof person>;
