import { described, z } from '../../src/lib/zod-mini';
import { href, iconName, sectionIntro, text, textList } from '../shared/schemas';
import { tone } from '../shared/tone';

export const FIELD_NAMES = ['name', 'email', 'phone', 'company', 'subject', 'message'] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

const field = z.strictObject({
  name: z.enum(FIELD_NAMES),
  label: text,
  placeholder: z.optional(text),
  required: z._default(z.boolean(), false),
  /** Rows of the message box (spec: 4 on home, 6 on the contact page). */
  rows: z._default(z.int().check(z.minimum(2), z.maximum(12)), 4),
});
export type FormField = z.output<typeof field>;

/** Copy of ours beside the submit button of every form (tests/copy-agreement.test.ts reads it). */
export const REPLY_NOTE = 'We reply within one working day.';
export const PRIVACY_NOTE = {
  text: 'We use your details only to reply, and hold them in systems certified to ISO/IEC 27001.',
  linkLabel: 'Privacy policy',
  href: '/privacy-policy',
};

/** The contact page's form (spec point 5), used when a manifest names no fields. */
const CONTACT_PAGE_FIELDS: z.input<typeof field>[] = [
  { name: 'name', label: 'Full Name', required: true },
  { name: 'email', label: 'Email Address', required: true },
  { name: 'company', label: 'Company' },
  { name: 'subject', label: 'Subject', required: true },
  { name: 'message', label: 'Message', required: true, rows: 6 },
];

/**
 * A form holds each field once: two "email" fields would share one value and one id. The issue
 * names the repeat itself, so a manifest is refused there and content loses only the repeat.
 */
function eachNameOnce(fields: FormField[], context: z.core.$RefinementCtx<FormField[]>): void {
  const seen = new Set<FieldName>();
  fields.forEach((entry, index) => {
    if (seen.has(entry.name)) {
      context.addIssue({ code: 'custom', path: [index], message: `The "${entry.name}" field is already in the form` });
    }
    seen.add(entry.name);
  });
}

export const contactFormSchema = z.strictObject({
  ...sectionIntro,
  formTitle: z.optional(text),
  formSubtitle: z.optional(text),
  fields: z._default(z.array(field).check(z.superRefine(eachNameOnce)), () =>
    CONTACT_PAGE_FIELDS.map((entry) => field.parse(entry)),
  ),
  submitLabel: z._default(text, 'Send Message'),
  /** Beside the submit button: when a reply comes. The same promise on both forms (one working day). */
  replyNote: z._default(text, REPLY_NOTE),
  /** Under the submit button: what is done with what is sent, and where the privacy policy says more. */
  privacyNote: z._default(
    z.strictObject({
      text: z.optional(text),
      linkLabel: z._default(text, 'Privacy policy'),
      href: z._default(href, '/privacy-policy'),
    }),
    () => ({ ...PRIVACY_NOTE }),
  ),
  /** Contact page: a green tick beside each field once it has content. */
  validTicks: z._default(z.boolean(), false),
  /** Spec: the message gets its tick only when longer than 10 characters. */
  messageTickMinLength: z._default(z.int().check(z.minimum(0)), 10),
  details: described(
    z.optional(
      z.strictObject({
        heading: z.optional(text),
        phone: z.optional(text),
        email: z.optional(text),
        address: z.optional(text),
        /** The contact page's detail cards: a title, lines (emails and +phone numbers become links), an icon. */
        cards: z._default(
          z.array(
            z.strictObject({
              title: z.optional(text),
              content: described(
                z.optional(text),
                'One or more lines separated by "\\n"; lines that all start with a label ("London: +44 20 7946 0321") are shown as a labelled list',
              ),
              icon: z.optional(iconName),
            }),
          ),
          [],
        ),
        /** Spec: Mail, Phone or MapPin on the cards; Mail when a card's is missing or unknown. */
        fallbackIcon: z._default(iconName, 'Mail'),
        hours: described(
          z.optional(z.strictObject({ title: z.optional(text), items: z._default(textList, []) })),
          'Office hours, one line each',
        ),
        map: described(
          z._default(z.boolean(), false),
          "The three offices' map under the details: where they give one office's address (the home page)",
        ),
      }),
    ),
    'What sits beside the form: phone, email and address links, detail cards and office hours',
  ),
  tone,
});

export type ContactFormProps = z.output<typeof contactFormSchema>;
