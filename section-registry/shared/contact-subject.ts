/**
 * A link to the contact form can say what the visitor is writing about: /contact?subject=…, and the
 * form fills its Subject field from it (contact-form/ContactForm.tsx), so "Register" on a bootcamp
 * arrives as an enquiry about that bootcamp rather than a blank form.
 */
export const SUBJECT_PARAMETER = 'subject';
/** Longer is no subject line; a crafted link cannot fill the field with a page of text. */
export const SUBJECT_MAX_LENGTH = 120;

/** `href` (a site path, perhaps with a query or fragment) asking the form to start with `subject`. */
export function withSubject(href: string, subject: string): string {
  const hashAt = href.indexOf('#');
  const path = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const query = new URLSearchParams({ [SUBJECT_PARAMETER]: subject }).toString();
  return `${path}${path.includes('?') ? '&' : '?'}${query}${hash}`;
}

/** The subject a page's query string asks for, trimmed and bounded; undefined when there is none. */
export function subjectFrom(search: string): string | undefined {
  const subject = new URLSearchParams(search).get(SUBJECT_PARAMETER)?.trim();
  return subject ? subject.slice(0, SUBJECT_MAX_LENGTH) : undefined;
}
