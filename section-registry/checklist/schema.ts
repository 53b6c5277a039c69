import { described, z } from '../../src/lib/zod-mini';
import { action, sectionIntro, text, titledText } from '../shared/schemas';
import { tone } from '../shared/tone';

/** Content sends plain strings (credentials, topics) or titled entries (commitments). */
export const checklistItem = z.pipe(
  z.union([text, titledText]),
  z.transform((item) =>
    typeof item === 'string' ? { title: item } : { title: item.title ?? '', description: item.description },
  ),
);

export const checklistSchema = z.strictObject({
  ...sectionIntro,
  items: z.pipe(
    z._default(z.array(checklistItem), []),
    z.transform((items) => items.filter((item) => item.title.trim() !== '' || item.description)),
  ),
  columns: z._default(z.union([z.literal(1), z.literal(2), z.literal(3)]), 1),
  action: described(z.optional(action), 'A button under the list (shown when it has a label)'),
  tone,
});

export type ChecklistProps = z.output<typeof checklistSchema>;
export type ChecklistItem = z.output<typeof checklistItem>;
