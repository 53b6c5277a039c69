import { z } from '../../src/lib/zod';
import { sectionIntro, text } from '../shared/schemas';
import { tone } from '../shared/tone';

export const FIELD_NAMES = ['name', 'email', 'phone', 'company', 'subject', 'message'] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

const field = z.strictObject({
  name: z.enum(FIELD_NAMES),
  label: text,
  placeholder: text.optional(),
  required: z.boolean().default(false),
  /** Rows of the message box (spec: 4 on home, 6 on the contact page). */
  rows: z.number().int().min(2).max(12).default(4),
});
export type FormField = z.output<typeof field>;

/** The contact page's form (spec point 5), used when a manifest names no fields. */
const CONTACT_PAGE_FIELDS: z.input<typeof field>[] = [
  { name: 'name', label: 'Full Name', required: true },
  { name: 'email', label: 'Email Address', required: true },
  { name: 'company', label: 'Company' },
  { name: 'subject', label: 'Subject', required: true },
  { name: 'message', label: 'Message', required: true, rows: 6 },
];

export const contactFormSchema = z.strictObject({
  ...sectionIntro,
  formTitle: text.optional(),
  formSubtitle: text.optional(),
  fields: z.array(field).default(() => CONTACT_PAGE_FIELDS.map((entry) => field.parse(entry))),
  submitLabel: text.default('Send Message'),
  /** Contact page: a green tick beside each field once it has content. */
  validTicks: z.boolean().default(false),
  /** Spec: the message gets its tick only when longer than 10 characters. */
  messageTickMinLength: z.number().int().min(0).default(10),
  details: z
    .strictObject({
      heading: text.optional(),
      phone: text.optional(),
      email: text.optional(),
      address: text.optional(),
    })
    .optional()
    .describe('Phone, email and address links beside the form'),
  tone,
});

export type ContactFormProps = z.output<typeof contactFormSchema>;
