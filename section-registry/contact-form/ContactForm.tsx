import { IconCircleCheckFilled, IconClock, IconInfoCircle, IconLock, IconSend } from '@tabler/icons-react';
import { memo, useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { subjectFrom } from '../shared/contact-subject';
import { actionClassName } from '../shared/ActionButton';
import { ItemTitle } from '../shared/ItemTitle';
import { SectionShell } from '../shared/SectionShell';
import { ContactDetailsList } from './ContactDetailsList';
import { Surface } from '../shared/Surface';
import classes from './contact-form.module.css';
import { NOT_SENT_ID } from './not-sent';
import type { ContactFormProps, FieldName, FormField } from './schema';

/** Spec point 7: the forms send nothing; they say so. */
export const SUBMIT_ALERT = 'Form submitted (email functionality removed). Check console for data.';

/** Shown at NOT_SENT_ID (see not-sent.ts). Nothing posted is read, kept or echoed: the note is the same for everyone. */
export const NOT_SENT_TEXT =
  'Form submitted (email functionality removed): your message was not sent, and nothing you typed was kept. Please email or call us instead.';

const INPUT_ATTRIBUTES: Record<FieldName, { type: string; autoComplete: string }> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  company: { type: 'text', autoComplete: 'organization' },
  subject: { type: 'text', autoComplete: 'off' },
  message: { type: 'text', autoComplete: 'off' },
};

type Values = Partial<Record<FieldName, string>>;
/** What the browser's own checks (required, the email's format) say of each field, as last typed. */
type Validity = Partial<Record<FieldName, boolean>>;

/**
 * The form's own anchor, where a link to the form itself lands (the contact page's "Send us a message"
 * on a phone, where the ways to reach us come first): the section's anchor would land above them.
 */
const FORM_ANCHOR = 'enquiry-form';

export default function ContactForm(props: ContactFormProps) {
  const { heading, description, formTitle, formSubtitle, fields, submitLabel, replyNote, privacyNote, details, tone } =
    props;
  const [values, setValues] = useState<Values>({});
  const [validity, setValidity] = useState<Validity>({});
  const formTitleId = useId();
  const notesId = useId();

  // A link that says what the visitor is writing about (/contact?subject=…) fills the Subject field,
  // once the form has hydrated: the server's HTML, the same for every visitor, has it empty.
  useEffect(() => {
    const subject = subjectFrom(window.location.search);
    if (subject) setValues((current) => ({ subject, ...current }));
  }, []);

  // A tick says the field is done: filled, and valid as the browser judges it (no tick on "kofi@").
  const hasTick = (name: FieldName): boolean => {
    if (!props.validTicks || validity[name] === false) return false;
    const value = (values[name] ?? '').trim();
    return name === 'message' ? value.length > props.messageTickMinLength : value.length > 0;
  };

  // One function for every field, the same on every render: a keystroke re-renders the field typed in
  // (and a tick that changes), not all six fields and the contact details (INP at 4x slowdown).
  const changeField = useCallback((name: FieldName, value: string, valid: boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    setValidity((current) => ({ ...current, [name]: valid }));
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The browser has already checked required fields and the email format.
    event.preventDefault();
    console.log('Contact form submitted:', values);
    window.alert(SUBMIT_ALERT);
    setValues({});
    setValidity({});
  };

  const form = (
    <Surface className={classes.formCard}>
      {/* POST, so that without JavaScript nothing typed ends up in an address; the server answers with the page again. */}
      <form id={FORM_ANCHOR} method="post" onSubmit={submit} aria-labelledby={formTitle ? formTitleId : undefined}>
        <div className={classes.fields}>
          <p id={NOT_SENT_ID} className={classes.notSent} role="status" tabIndex={-1}>
            <IconInfoCircle size={20} aria-hidden="true" className={classes.notSentIcon} />
            {NOT_SENT_TEXT}
          </p>
          {formTitle && (
            <ItemTitle step="subheading" id={formTitleId}>
              {formTitle}
            </ItemTitle>
          )}
          {formSubtitle && <p className={classes.subtitle}>{formSubtitle}</p>}
          {fields.map((field) => (
            <FieldInput
              key={field.name}
              field={field}
              value={values[field.name] ?? ''}
              ticked={hasTick(field.name)}
              onChange={changeField}
            />
          ))}
          {/* What happens next, where the visitor decides to send: read with the button by screen readers too. */}
          <div className={classes.submitRow}>
            <button
              type="submit"
              className={actionClassName({ size: 'md' })}
              aria-describedby={replyNote || privacyNote.text ? notesId : undefined}
            >
              {submitLabel}
              <IconSend size={18} aria-hidden="true" />
            </button>
            <div id={notesId} className={classes.notes}>
              {replyNote && (
                <p className={classes.note}>
                  <IconClock size={18} aria-hidden="true" className={classes.noteIcon} />
                  {replyNote}
                </p>
              )}
              {privacyNote.text && (
                <p className={classes.note}>
                  <IconLock size={18} aria-hidden="true" className={classes.noteIcon} />
                  <span>
                    {privacyNote.text}{' '}
                    <a href={privacyNote.href} className={classes.noteLink}>
                      {privacyNote.linkLabel}
                    </a>
                  </span>
                </p>
              )}
            </div>
          </div>
        </div>
      </form>
    </Surface>
  );

  return (
    // The form beside the heading and the ways to reach us, so it starts level with the heading. The ways
    // to reach us come first in reading order, as the spec lists them: on a phone a caller finds the
    // number without scrolling past the form.
    <SectionShell
      heading={heading}
      description={description}
      tone={tone}
      underHeading={details ? <ContactDetails details={details} /> : undefined}
      underHeadingFirst
    >
      {details ? form : <div className={classes.alone}>{form}</div>}
    </SectionShell>
  );
}

/** The details beside the form, the same whatever is typed: not rendered again on each keystroke. */
const ContactDetails = memo(ContactDetailsList);

interface FieldInputProps {
  field: FormField;
  value: string;
  ticked: boolean;
  onChange: (name: FieldName, value: string, valid: boolean) => void;
}

/** A labelled native field: works before hydration, and shows clearly where keyboard focus is. */
const FieldInput = memo(function FieldInput({ field, value, ticked, onChange }: FieldInputProps) {
  const id = useId();
  const common = {
    id,
    name: field.name,
    placeholder: field.placeholder,
    required: field.required,
    value,
    className: classes.input,
    'data-ticked': ticked || undefined,
  };
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {field.label}
        {field.required && (
          <span className={classes.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      <div className={classes.control}>
        {field.name === 'message' ? (
          <textarea
            {...common}
            rows={field.rows}
            onChange={(event) => onChange(field.name, event.currentTarget.value, event.currentTarget.validity.valid)}
          />
        ) : (
          <input
            {...common}
            {...INPUT_ATTRIBUTES[field.name]}
            onChange={(event) => onChange(field.name, event.currentTarget.value, event.currentTarget.validity.valid)}
          />
        )}
        {/* Visual reassurance only: named, it would also answer to the field's label and confuse lookups by label. */}
        {ticked && (
          <IconCircleCheckFilled size={20} className={classes.tick} aria-hidden="true" data-tick={field.name} />
        )}
      </div>
    </div>
  );
});
