/** The home page (/), one tab per section, top to bottom. */
import { lines, linkField, listOf, longText, objectField, shortText, titledEntry, titleField } from './fields';
import { iconField } from './icons';
import type { DocumentSchema } from './types';

export const home: DocumentSchema = {
  type: 'document',
  name: 'home',
  title: 'Home page',
  description: 'The sections of the home page (/), top to bottom.',
  groups: [
    { name: 'hero', title: 'Banner', default: true },
    { name: 'about', title: 'About' },
    { name: 'services', title: 'Services' },
    { name: 'methodology', title: 'Methodology' },
    { name: 'contact', title: 'Contact' },
  ],
  fields: [
    {
      ...objectField(
        'hero',
        'Banner',
        [
          titleField('heading', 'Heading'),
          longText('subheading', 'Subheading'),
          shortText('buttonText', 'Button text', 'If left empty: "Explore Our Services".'),
          linkField('buttonLink', 'Button link', '/services/overview'),
        ],
        'The opening banner. The core services card, the quote and the counters beside it are fixed copy.',
      ),
      group: 'hero',
    },
    {
      ...objectField('aboutSection', 'About', [
        titleField('heading', 'Heading'),
        longText('description', 'Description'),
        listOf(
          'interactiveBubbles',
          'Highlights',
          {
            type: 'object',
            name: 'bubble',
            title: 'Highlight',
            fields: [
              titleField(),
              longText('text', 'Text', 'Shown for the highlight the visitor points at (the first, to begin with).'),
            ],
            preview: { select: { title: 'title', subtitle: 'text' } },
          },
          'Short facts shown as bubbles, such as "Since 2000".',
        ),
        titleField('uspsHeading', 'Reasons to choose us: heading'),
        listOf(
          'usps',
          'Reasons to choose us',
          {
            type: 'object',
            name: 'usp',
            title: 'Reason',
            fields: [iconField('Target'), titleField(), longText('description', 'Description')],
            preview: { select: { title: 'title', subtitle: 'icon' } },
          },
          'Each with an icon; Target, Users and Heart suit this list.',
        ),
        shortText('buttonText', 'Button text'),
        linkField('buttonLink', 'Button link', '/about/overview'),
      ]),
      group: 'about',
    },
    {
      ...objectField('servicesSection', 'Services', [
        titleField('heading', 'Heading'),
        longText('subheading', 'Subheading'),
        listOf(
          'servicesGrid',
          'Service cards',
          {
            type: 'object',
            name: 'serviceCard',
            title: 'Service card',
            fields: [
              titleField(),
              longText('description', 'Description'),
              iconField('Target'),
              linkField('href', 'Link'),
            ],
            preview: { select: { title: 'title', subtitle: 'href' } },
          },
          'The first card is selected when the page opens; visitors click to select another.',
        ),
      ]),
      group: 'services',
    },
    {
      ...objectField('methodologySection', 'Methodology', [
        titleField('heading', 'Heading'),
        longText('description', 'Description'),
        listOf(
          'methodologySteps',
          'Pyramid steps',
          titledEntry('methodologyStep', 'Step'),
          'The layers of the pyramid from the base up: step 1 is the foundation, shown first. Up to five are coloured, the last step (the summit) in amber.',
        ),
        shortText('pyramidLeftQuestion', 'Question beside the pyramid (left)'),
        shortText('pyramidRightQuestion', 'Question beside the pyramid (right)'),
        objectField(
          'benefits',
          'Benefits box',
          [titleField(), lines('listItems', 'Benefits', 'One benefit per line.')],
          'The box under the pyramid.',
        ),
      ]),
      group: 'methodology',
    },
    {
      ...objectField('contactSection', 'Contact', [
        titleField('heading', 'Heading'),
        longText('description', 'Description'),
        shortText(
          'phone',
          'Phone number',
          'As visitors should read it, such as +44 20 7946 0321. Shown as a link that calls the number.',
        ),
        shortText('email', 'Email address', "Shown as a link that opens the visitor's email."),
        longText('address', 'Postal address'),
        titleField('formTitle', 'Form heading'),
        shortText('formSubtitle', 'Form subheading'),
        shortText('buttonText', 'Send button text', 'If left empty: "Send Message".'),
      ]),
      group: 'contact',
    },
  ],
};
