import { described, z } from '../../src/lib/zod-mini';
import { sectionIntro, text } from '../shared/schemas';
import { tone } from '../shared/tone';

/** A measured result: the figure as written ("31%", "£2.4m", "6 weeks") and what it measures. */
export const caseStudyResult = z.strictObject({
  value: z.optional(text),
  label: z.optional(text),
});

export const caseStudyQuote = z.strictObject({
  text: z.optional(text),
  /** The speaker's role, never a name: clients are anonymised. */
  role: z.optional(text),
});

export const caseStudy = z.strictObject({
  slug: described(
    z.optional(z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/))),
    'Anchor of the case study: other pages link to #case-<slug>',
  ),
  sector: z.optional(text),
  year: described(
    z.optional(z.int().check(z.minimum(1900), z.maximum(2100))),
    'The year its result was measured, shown beside the sector: 2025',
  ),
  client: described(z.optional(text), 'Who the client is, anonymised: "A regional NHS trust with 7,000 staff"'),
  title: described(z.optional(text), 'The result in one line'),
  challenge: z.optional(text),
  approach: z.optional(text),
  outcome: z.optional(text),
  results: described(z._default(z.array(caseStudyResult), []), 'At least one measured figure'),
  quote: z.optional(caseStudyQuote),
});

export const caseStudiesSchema = z.strictObject({
  ...sectionIntro,
  items: z._default(z.array(caseStudy), []),
  tone,
});

export type CaseStudiesProps = z.output<typeof caseStudiesSchema>;
export type CaseStudy = z.output<typeof caseStudy>;
