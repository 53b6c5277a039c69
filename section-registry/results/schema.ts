import { described, z } from '../../src/lib/zod-mini';
import { action, href, sectionIntro, text } from '../shared/schemas';
import { tone } from '../shared/tone';

/** One client's measured result, as its case study gives it, with the way to that case study. */
const result = z.strictObject({
  value: described(z.optional(text), 'The figure as the case study writes it: "£6.1m", "49%", "3 days"'),
  label: described(z.optional(text), 'What the figure measures, as the case study words it'),
  client: described(z.optional(text), 'Who the client is, anonymised and short: "A unitary council"'),
  service: described(z.optional(text), 'The service that produced it, e.g. "Consulting"'),
  href: described(z.optional(href), 'The case study itself, e.g. "/services/consulting#case-<slug>"'),
});

export const resultsSchema = z.strictObject({
  ...sectionIntro,
  items: z._default(z.array(result), []),
  /** A link to more proof, under the band (e.g. every case study). */
  action: z.optional(action),
  tone,
});

export type ResultsProps = z.output<typeof resultsSchema>;
export type Result = z.output<typeof result>;
