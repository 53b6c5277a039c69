import { Button, Card, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconCircleCheckFilled, IconSend } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { ItemTitle } from '../shared/ItemTitle';
import { SectionShell } from '../shared/SectionShell';
import { ContactDetailsList } from './ContactDetailsList';
import type { ContactFormProps, FieldName, FormField } from './schema';

/** Spec point 7: the forms send nothing; they say so. */
export const SUBMIT_ALERT = 'Form submitted (email functionality removed). Check console for data.';

const INPUT_ATTRIBUTES: Record<FieldName, { type: string; autoComplete: string }> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  company: { type: 'text', autoComplete: 'organization' },
  subject: { type: 'text', autoComplete: 'off' },
  message: { type: 'text', autoComplete: 'off' },
};

type Values = Partial<Record<FieldName, string>>;

export default function ContactForm(props: ContactFormProps) {
  const { heading, description, formTitle, formSubtitle, fields, submitLabel, details, tone } = props;
  const [values, setValues] = useState<Values>({});
  const formTitleId = useId();

  const hasTick = (name: FieldName): boolean => {
    if (!props.validTicks) return false;
    const value = (values[name] ?? '').trim();
    return name === 'message' ? value.length > props.messageTickMinLength : value.length > 0;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The browser has already checked required fields and the email format.
    event.preventDefault();
    console.log('Contact form submitted:', values);
    window.alert(SUBMIT_ALERT);
    setValues({});
  };

  const form = (
    <Card withBorder radius="lg" padding="xl" shadow="sm">
      <form onSubmit={submit} aria-labelledby={formTitle ? formTitleId : undefined}>
        <Stack gap="md">
          {formTitle && (
            <ItemTitle size="h4" id={formTitleId}>
              {formTitle}
            </ItemTitle>
          )}
          {formSubtitle && <Text c="gray.7">{formSubtitle}</Text>}
          {fields.map((field) => (
            <FieldInput
              key={field.name}
              field={field}
              value={values[field.name] ?? ''}
              ticked={hasTick(field.name)}
              onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
            />
          ))}
          <div>
            <Button type="submit" size="md" rightSection={<IconSend size={18} aria-hidden="true" />}>
              {submitLabel}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );

  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      {details ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <ContactDetailsList details={details} />
          {form}
        </SimpleGrid>
      ) : (
        <div style={{ maxWidth: 720, marginInline: 'auto' }}>{form}</div>
      )}
    </SectionShell>
  );
}

interface FieldInputProps {
  field: FormField;
  value: string;
  ticked: boolean;
  onChange: (value: string) => void;
}

function FieldInput({ field, value, ticked, onChange }: FieldInputProps) {
  // Visual reassurance only: named, it would also answer to the field's label and confuse lookups by label.
  const tick = ticked ? (
    <IconCircleCheckFilled size={20} color="var(--mantine-color-teal-8)" aria-hidden="true" data-tick={field.name} />
  ) : null;
  const common = {
    name: field.name,
    label: field.label,
    placeholder: field.placeholder,
    required: field.required,
    value,
    rightSection: tick,
    'data-ticked': ticked || undefined,
  };
  if (field.name === 'message') {
    return <Textarea {...common} rows={field.rows} onChange={(event) => onChange(event.currentTarget.value)} />;
  }
  const { type, autoComplete } = INPUT_ATTRIBUTES[field.name];
  return (
    <TextInput
      {...common}
      type={type}
      autoComplete={autoComplete}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
