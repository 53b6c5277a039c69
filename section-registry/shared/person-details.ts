import { mailtoHref } from '../../src/lib/safe-href';
import { described, z } from '../../src/lib/zod-mini';
import { text } from './schemas';

/** An email address a mailto: link can be made of; anything else is dropped, never shown as a dead link. */
const emailAddress = z.string().check(
  z.refine((value) => mailtoHref(value) !== undefined, { message: 'An email address, such as jane.doe@example.org' }),
  z.meta({ examples: ['adwoa.mensah@mindrise-consulting.co.uk'] }),
);

/**
 * What makes a named person checkable, wherever one is shown (our people, associates, who leads a
 * service): their qualifications, the office they work from and how to reach them directly.
 */
export const personDetails = {
  credentials: described(
    z.optional(text),
    'Professional qualifications and memberships in one line, e.g. "Chartered occupational psychologist, MBA"',
  ),
  office: described(z.optional(text), 'The office they work from: London, New York or Accra'),
  email: described(z.optional(emailAddress), 'Their own address at the firm, shown as a mailto: link'),
};
