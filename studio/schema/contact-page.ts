/** The contact page (/contact). The form's fields are fixed; its headings and button are content. */
import { listOf, longText, objectField, shortText, textEntries, titleField } from './fields';
import { heroSection } from './sections';
import { iconField } from './icons';
import type { DocumentSchema } from './types';

export const contactPage: DocumentSchema = {
  type: 'document',
  name: 'contactPage',
  title: 'Contact page',
  description: 'The page at /contact. The form sends nothing anywhere yet; only its wording is edited here.',
  groups: [
    { name: 'details', title: 'Banner & details', default: true },
    { name: 'form', title: 'Form' },
  ],
  fields: [
    { ...heroSection(), group: 'details' },
    { ...titleField('getInTouchTitle', 'Contact details: heading'), group: 'details' },
    {
      ...listOf(
        'contactDetails',
        'Contact details',
        {
          type: 'object',
          name: 'contactDetail',
          title: 'Contact detail',
          fields: [
            titleField('title', 'Title', 'Such as "Email" or "London office".'),
            longText('content', 'Details', 'Line breaks are kept, so one card can list several addresses or numbers.'),
            iconField('Mail'),
          ],
          preview: { select: { title: 'title', subtitle: 'icon' } },
        },
        'Cards with an icon; Mail, Phone and MapPin suit this list.',
      ),
      group: 'details',
    },
    {
      ...objectField('officeHours', 'Office hours', [
        titleField(),
        textEntries('hours', 'Hours', 'Line', 'One line each, such as "Monday to Friday: 9:00am – 5:30pm (UK)".'),
      ]),
      group: 'details',
    },
    { ...titleField('formSectionTitle', 'Form heading'), group: 'form' },
    { ...shortText('formSubmitButtonText', 'Send button text', 'If left empty: "Send Message".'), group: 'form' },
  ],
};
