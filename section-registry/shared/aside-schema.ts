import { described, z } from '../../src/lib/zod-mini';
import { personDetails } from './person-details';
import { href, text } from './schemas';

/*
 * What sits beside a section's text or list on a wide screen (an introduction, a course's modules):
 * a pull quote, the facts a buyer scans for, or who to talk to.
 */
const quoteAside = z.strictObject({
  kind: z.literal('quote'),
  text: z.optional(text),
  /** Who said it: a role, never a client's name. */
  attribution: z.optional(text),
});

const factsAside = z.strictObject({
  kind: z.literal('facts'),
  title: z.optional(text),
  items: z._default(z.array(z.strictObject({ label: z.optional(text), value: z.optional(text) })), []),
});

/** Who to talk to: beside an introduction, or beside a closing call to action's words. */
export const contactAside = z.strictObject({
  kind: z.literal('contact'),
  title: described(z.optional(text), 'Above the person, e.g. "Who leads this work"'),
  name: z.optional(text),
  role: z.optional(text),
  ...personDetails,
  description: z.optional(text),
  action: z.optional(z.strictObject({ label: z.optional(text), href: z.optional(href) })),
});

export const aside = z.union([quoteAside, factsAside, contactAside]);
export type AsideProps = z.output<typeof aside>;
export type ContactAsideProps = z.output<typeof contactAside>;
