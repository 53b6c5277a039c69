import { described, z } from '../../src/lib/zod-mini';
import { text } from '../shared/schemas';

const entry = z.strictObject({
  /** What the reader jumps to, in a few words. */
  label: z.optional(text),
  target: described(
    z.optional(text),
    'The id of a section on the same page (its `id` in this manifest); the build refuses an id the page lacks (src/manifests/validate-manifest.ts)',
  ),
});

export const pageContentsSchema = z.strictObject({
  label: described(z._default(text, 'On this page'), "The list's name, said before the links"),
  items: z._default(z.array(entry), []),
});

export type PageContentsProps = z.output<typeof pageContentsSchema>;
