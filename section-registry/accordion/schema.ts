import { described, z } from '../../src/lib/zod-mini';
import { aside } from '../shared/aside-schema';
import { richBody, sectionIntro, text } from '../shared/schemas';
import { tone } from '../shared/tone';

/** Content sends a short body as one plain string; it reads as a single paragraph. */
const body = z._default(
  z.union([
    z.pipe(
      text,
      z.transform((single) => [single]),
    ),
    richBody,
  ]),
  [],
);

const accordionItem = z.strictObject({
  title: z.optional(text),
  body,
});

export const accordionSchema = z.strictObject({
  ...sectionIntro,
  items: z._default(z.array(accordionItem), []),
  contents: described(
    z._default(z.boolean(), false),
    'A contents list of the items beside them (legal pages): each entry links to and opens its item',
  ),
  firstOpen: described(
    z._default(z.boolean(), false),
    'Open the first item on arrival (a legal page, read as a document); still at most one open',
  ),
  aside: described(
    z.optional(aside),
    'Beside the items on a wide screen, below them on a phone (not with contents): a pull quote, key facts or a named contact',
  ),
  tone,
});

export type AccordionProps = z.output<typeof accordionSchema>;
