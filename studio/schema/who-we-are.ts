/** The five "Who We Are" pages (/about/…): one tab, and one object, per page. */
import { lines, linkField, listOf, longText, objectField, shortText, titledEntry, titleField } from './fields';
import {
  caseStudiesSection,
  finalCta,
  heroSection,
  introParagraphs,
  pageSection,
  personDetailFields,
  profileImage,
  statsList,
} from './sections';
import { iconField } from './icons';
import { initials, required, starRating } from './rules';
import type { DocumentSchema, ObjectField } from './types';

const overview: ObjectField = pageSection('overview', 'Overview page', '/about/overview', [
  heroSection(),
  introParagraphs(),
  objectField(
    'approachCarousel',
    'Our approach (carousel)',
    [
      shortText('title', 'Heading'),
      listOf('items', 'Slides', titledEntry('approachItem', 'Slide'), 'Numbered in this order.'),
    ],
    'Optional: with no slides, the carousel is not shown (so its heading is not required either).',
  ),
  statsList(),
  listOf(
    'interactiveCards',
    'Cards',
    {
      type: 'object',
      name: 'interactiveCard',
      title: 'Card',
      fields: [
        titleField(),
        longText('description', 'Description'),
        shortText('buttonText', 'Button text', 'Optional: a card without button text has no button.'),
        linkField('buttonLink', 'Button link', '/contact'),
      ],
      preview: { select: { title: 'title', subtitle: 'buttonLink' } },
    },
    'Cards that lead on to the other "Who We Are" pages.',
  ),
  finalCta(),
]);

const purposeValues: ObjectField = pageSection('purposeValues', 'Purpose and values page', '/about/purpose-values', [
  heroSection(),
  titleField('purposeHeading', 'Purpose: heading'),
  longText('purposeText', 'Purpose: text'),
  titleField('coreValuesHeading', 'Core values: heading'),
  listOf(
    'coreValues',
    'Core values',
    {
      ...titledEntry('coreValue', 'Value'),
      fields: [
        titleField(),
        longText('description', 'Description'),
        longText(
          'inPractice',
          'In practice',
          'The value at work: one thing we do because of it. Shown in "Values in action".',
        ),
      ],
    },
    'Numbered in this order.',
  ),
  objectField(
    'valuesInAction',
    'Values in action',
    [
      titleField(),
      longText('description', 'Description'),
      shortText(
        'hoverText',
        'Hint',
        'Shown until the visitor points at a value, such as "Hover over a value to see it in action".',
      ),
    ],
    'The panel under the values; it names the value the visitor points at.',
  ),
]);

const ourPeople: ObjectField = pageSection('ourPeople', 'Our people page', '/about/our-people', [
  heroSection(),
  longText('introText', 'Introduction'),
  listOf(
    'teamMembers',
    'Team members',
    {
      type: 'object',
      name: 'teamMember',
      title: 'Team member',
      fields: [
        titleField('name', 'Name'),
        shortText('role', 'Role', 'Such as "Founder and Managing Director".'),
        longText('bio', 'Biography'),
        { ...shortText('initials', 'Initials', 'Shown when there is no photo, such as "AM".'), validation: initials },
        profileImage(),
        ...personDetailFields(),
      ],
      preview: { select: { title: 'name', subtitle: 'role' } },
    },
    'Shown as cards, in this order.',
  ),
  objectField('expertiseSection', 'Expertise', [
    titleField(),
    shortText('subtitle', 'Subtitle'),
    lines('expertise', 'Areas of expertise', 'One per line; each is shown as a tag.'),
  ]),
]);

const governance: ObjectField = pageSection('governance', 'Governance page', '/about/governance', [
  heroSection(),
  longText('introText', 'Introduction'),
  listOf(
    'governanceAreas',
    'Governance areas',
    {
      type: 'object',
      name: 'governanceArea',
      title: 'Governance area',
      fields: [iconField('Shield'), titleField(), longText('description', 'Description')],
      preview: { select: { title: 'title', subtitle: 'icon' } },
    },
    'Cards with an icon; Shield, FileCheck, Users, Scale, Eye and ShieldCheck suit this list.',
  ),
  titleField('commitmentsTitle', 'Commitments: heading'),
  listOf('commitments', 'Commitments', titledEntry('commitment', 'Commitment')),
]);

const reputation: ObjectField = pageSection('reputation', 'Reputation page', '/about/reputation', [
  heroSection(),
  longText('introText', 'Introduction'),
  titleField('testimonialsTitle', 'Testimonials: heading'),
  listOf('testimonials', 'Testimonials', {
    type: 'object',
    name: 'testimonial',
    title: 'Testimonial',
    fields: [
      {
        name: 'rating',
        title: 'Stars',
        type: 'number',
        description: 'From 1 to 5; halves allowed. If left empty, the page shows 5 stars.',
        initialValue: 5,
        validation: starRating,
      },
      { ...longText('quote', 'Quote'), validation: required },
      titleField('author', 'Author'),
      shortText('position', 'Position', 'Such as "Director of Transformation, a UK NHS trust".'),
      shortText('industry', 'Industry', 'Optional: shown as a badge, such as "Healthcare".'),
    ],
    preview: { select: { title: 'author', subtitle: 'quote' } },
  }),
  titleField('achievementsTitle', 'Achievements: heading'),
  listOf('achievements', 'Achievements', {
    type: 'object',
    name: 'achievement',
    title: 'Achievement',
    fields: [
      shortText('year', 'Year', 'Shown as a badge, such as 2012.'),
      titleField(),
      shortText(
        'organization',
        'Awarding organisation',
        'Described, never named, such as "An accredited certification body". Leave empty for a milestone of our own.',
      ),
      shortText(
        'detail',
        'Detail',
        'One line of fact a reader can check: a certificate’s number and renewal date, a framework’s lot and supplier reference, an office’s address.',
      ),
    ],
    preview: { select: { title: 'title', subtitle: 'year' } },
  }),
  objectField('industryImpact', 'Impact across sectors', [
    titleField('title', 'Heading'),
    listOf('sections', 'Sectors', {
      type: 'object',
      name: 'sector',
      title: 'Sector',
      fields: [
        titleField(),
        longText('description', 'Description'),
        {
          ...linkField('link', 'Case study link'),
          description:
            'The page and anchor of the sector’s case study, such as /about/reputation#case-home-care-provider-retention. If left empty, the card is not a link.',
        },
      ],
      preview: { select: { title: 'title', subtitle: 'link' } },
    }),
  ]),
  caseStudiesSection(),
]);

const PAGES: Array<[ObjectField, string]> = [
  [overview, 'Overview'],
  [purposeValues, 'Purpose & values'],
  [ourPeople, 'Our people'],
  [governance, 'Governance'],
  [reputation, 'Reputation'],
];

export const whoWeAre: DocumentSchema = {
  type: 'document',
  name: 'whoWeAre',
  title: 'Who We Are pages',
  description: 'The five pages under /about, one tab each.',
  groups: PAGES.map(([page, title], index) => ({ name: page.name, title, ...(index === 0 ? { default: true } : {}) })),
  fields: PAGES.map(([page]) => ({ ...page, group: page.name })),
};
