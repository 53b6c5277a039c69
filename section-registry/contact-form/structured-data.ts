import type { StructuredDataBuilder } from '../../src/lib/structured-data';
import type { ContactFormProps } from './schema';

/** The phone number and email address shown beside the form: how to reach the firm. */
export const contactFormStructuredData: StructuredDataBuilder<ContactFormProps> = (props) => {
  const { phone, email } = props.details ?? {};
  if (!phone && !email) return {};
  return {
    contactPoints: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        ...(phone ? { telephone: phone } : {}),
        ...(email ? { email } : {}),
      },
    ],
  };
};
