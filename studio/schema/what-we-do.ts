/** The six "What We Do" pages (/services/…): one tab, and one object, per page. */
import { lines, linkField, listOf, longText, objectField, shortText, titleField } from './fields';
import { finalCta, heroSection, pageSection } from './sections';
import { iconField } from './icons';
import { percent } from './rules';
import {
  consulting,
  mindsetCultureChange,
  organisationalDesign,
  qualityAssurance,
  transformationChange,
} from './service-pages';
import type { DocumentSchema, ObjectField } from './types';

const servicesOverview: ObjectField = pageSection('servicesOverview', 'Services overview page', '/services/overview', [
  heroSection(),
  listOf(
    'tabs',
    'Tabs',
    {
      type: 'object',
      name: 'serviceTab',
      title: 'Tab',
      fields: [
        titleField(),
        longText('description', 'Description'),
        lines('features', 'Features', 'One per line, shown as a ticked list.'),
        shortText('buttonText', 'Button text', 'Optional: a tab without button text has no button.'),
        linkField('buttonLink', 'Button link', '/contact'),
        objectField(
          'engagementMetrics',
          'Engagement measure',
          [
            iconField('BarChart3'),
            shortText('label', 'Label', 'Such as "Typical diagnostic and design engagement".'),
            shortText('value', 'Value', 'Shown as written, such as "12 weeks".'),
            {
              name: 'progress',
              title: 'Bar filled (%)',
              type: 'number',
              description: 'How full the bar under the value is, from 0 to 100.',
              validation: percent,
            },
          ],
          'A figure with a progress bar, shown beside the tab.',
        ),
      ],
      preview: { select: { title: 'title', subtitle: 'buttonLink' } },
    },
    'The tabs move on by themselves every 5 seconds, in this order.',
  ),
  objectField('serviceCategories', 'Service categories', [
    titleField('title', 'Heading'),
    listOf('categories', 'Categories', {
      type: 'object',
      name: 'serviceCategory',
      title: 'Category',
      fields: [
        titleField(),
        longText('description', 'Description'),
        iconField('Target'),
        longText(
          'typicalWork',
          'Typical work',
          'Shown in the card’s preview while the pointer rests on it (or it has keyboard focus): examples the card itself does not give. Leave empty for no preview.',
        ),
        {
          ...linkField('href', 'Service page'),
          description: 'The service’s own page, such as /services/consulting. If left empty, the card is not a link.',
        },
      ],
      preview: { select: { title: 'title', subtitle: 'icon' } },
    }),
  ]),
  finalCta(),
]);

const PAGES: Array<[ObjectField, string]> = [
  [servicesOverview, 'Overview'],
  [consulting, 'Consulting'],
  [organisationalDesign, 'Organisational design'],
  [mindsetCultureChange, 'Mindset & culture'],
  [transformationChange, 'Transformation'],
  [qualityAssurance, 'Quality assurance'],
];

export const whatWeDo: DocumentSchema = {
  type: 'document',
  name: 'whatWeDo',
  title: 'What We Do pages',
  description: 'The six service pages under /services, one tab each.',
  groups: PAGES.map(([page, title], index) => ({ name: page.name, title, ...(index === 0 ? { default: true } : {}) })),
  fields: PAGES.map(([page]) => ({ ...page, group: page.name })),
};
