import { described, z } from '../../src/lib/zod-mini';
import { sectionIntro, text } from '../shared/schemas';
import { tone } from '../shared/tone';

/** One fact a buyer checks: "Certificate" and "QMS 604218", "Valid to" and "14 June 2027". */
const credentialFact = z.strictObject({
  label: z.optional(text),
  value: z.optional(text),
});

/** A certificate, a registration or a place on a framework, named, with what makes it checkable. */
export const credential = z.strictObject({
  kind: described(z.optional(text), 'What it covers, above its name: "Quality management"'),
  title: described(z.optional(text), 'The standard, scheme or framework by name: "ISO 9001:2015"'),
  description: z.optional(text),
  facts: described(
    z._default(z.array(credentialFact), []),
    'Its number, scope, lot and renewal date: [{ "label": "Certificate", "value": "QMS 604218" }]',
  ),
});

export const credentialsSchema = z.strictObject({
  ...sectionIntro,
  items: z._default(z.array(credential), []),
  tone,
});

export type CredentialsProps = z.output<typeof credentialsSchema>;
export type Credential = z.output<typeof credential>;
