/** The associates page (/associates). */
import { linkField, listOf, longText, objectField, shortText, textEntries, titleField } from './fields';
import { heroSection, personDetailFields, profileImage } from './sections';
import { initials } from './rules';
import type { DocumentSchema } from './types';

export const ourAssociates: DocumentSchema = {
  type: 'document',
  name: 'ourAssociates',
  title: 'Our Associates page',
  description: 'The page at /associates.',
  groups: [
    { name: 'opening', title: 'Banner & introduction', default: true },
    { name: 'associates', title: 'Associates' },
    { name: 'network', title: 'Network & joining' },
  ],
  fields: [
    { ...heroSection(), group: 'opening' },
    { ...longText('introText', 'Introduction', 'The paragraph under the banner.'), group: 'opening' },
    {
      ...listOf(
        'associates',
        'Associates',
        {
          type: 'object',
          name: 'associate',
          title: 'Associate',
          fields: [
            titleField('name', 'Name'),
            shortText('role', 'Role', 'Such as "Associate Leadership Coach".'),
            longText('bio', 'Biography'),
            textEntries('expertise', 'Expertise', 'Area of expertise', 'Shown as one line, separated by commas.'),
            {
              ...shortText('initials', 'Initials', 'Shown when there is no photo, such as "EB".'),
              validation: initials,
            },
            profileImage(),
            ...personDetailFields(),
          ],
          preview: { select: { title: 'name', subtitle: 'role' } },
        },
        'Shown as cards in two columns, in this order.',
      ),
      group: 'associates',
    },
    {
      ...objectField('associateNetwork', 'Associate network', [
        titleField(),
        longText('description', 'Description'),
        textEntries('benefits', 'Benefits for associates', 'Benefit'),
      ]),
      group: 'network',
    },
    {
      ...objectField(
        'joinUs',
        'Join us',
        [
          titleField(),
          longText('description', 'Description'),
          shortText('buttonText', 'Button text', 'If left empty: "Get in Touch".'),
          linkField('buttonLink', 'Button link', '/contact'),
        ],
        'The invitation to join the network, at the bottom of the page.',
      ),
      group: 'network',
    },
  ],
};
