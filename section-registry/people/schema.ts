import { z } from '../../src/lib/zod';
import { imageUrl, sectionIntro, text, textList } from '../shared/schemas';
import { tone } from '../shared/tone';

export const person = z.strictObject({
  name: text.optional(),
  role: text.optional(),
  bio: text.optional(),
  initials: text.optional().describe('Shown until the photo loads; computed from the name when missing'),
  image: imageUrl.optional(),
  expertise: textList.optional().describe('Shown comma-joined after "Expertise:"'),
});

export const peopleSchema = z.strictObject({
  ...sectionIntro,
  items: z.array(person).default([]),
  /** Spec: 3 for the team on "our people", 2 for the associates page. */
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
  // Spec (associates): a missing field shows a fallback text; without one it is left out.
  fallbackName: text.optional(),
  fallbackRole: text.optional(),
  fallbackBio: text.optional(),
  fallbackExpertise: text.optional(),
  fallbackInitials: text.optional(),
  emptyText: text.optional().describe('Shown when there is nobody to list; without it the section is left out'),
  tone,
});

export type PeopleProps = z.output<typeof peopleSchema>;
export type Person = z.output<typeof person>;
