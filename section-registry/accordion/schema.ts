import { z } from '../../src/lib/zod';
import { richBody, sectionIntro, text } from '../shared/schemas';
import { tone } from '../shared/tone';

/** Content sends a short body as one plain string; it reads as a single paragraph. */
const body = z.union([text.transform((single) => [single]), richBody]).default([]);

const accordionItem = z.strictObject({
  title: text.optional(),
  body,
});

export const accordionSchema = z.strictObject({
  ...sectionIntro,
  items: z.array(accordionItem).default([]),
  tone,
});

export type AccordionProps = z.output<typeof accordionSchema>;
