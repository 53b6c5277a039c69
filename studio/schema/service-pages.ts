/**
 * The five service pages under /services (consulting to quality assurance).
 * Each opens with a banner and introduction, shows cards and numbered steps,
 * and closes with a call to action.
 */
import { lines, listOf, longText, objectField, titleField } from './fields';
import {
  caseStudiesSection,
  finalCta,
  heroSection,
  introParagraphs,
  pageSection,
  statsList,
  stepsSection,
} from './sections';
import { iconField } from './icons';
import type { Field, ObjectField, ObjectMember } from './types';

/** A card with an icon, a description and bullet points. */
function iconCard(name: string, title: string, pointsName: string, fallbackIcon: string): ObjectMember {
  return {
    type: 'object',
    name,
    title,
    fields: [
      iconField(fallbackIcon),
      titleField(),
      longText('cardDescription', 'Description'),
      lines(pointsName, 'Bullet points', 'One per line, shown as a ticked list on the card.'),
    ],
    preview: { select: { title: 'title', subtitle: 'icon' } },
  };
}

function cardsSection(name: string, title: string, listName: string, card: ObjectMember): ObjectField {
  return objectField(name, title, [titleField('title', 'Heading'), listOf(listName, 'Cards', card)]);
}

/** Banner and introduction first, the page's own sections, its case studies, then the closing call to action. */
function servicePage(name: string, title: string, route: string, sections: Field[]): ObjectField {
  return pageSection(name, title, route, [
    heroSection(),
    introParagraphs(),
    ...sections,
    caseStudiesSection(),
    finalCta(),
  ]);
}

const process = (description: string) => stepsSection('processSection', 'Process', description);

export const consulting = servicePage('consulting', 'Consulting page', '/services/consulting', [
  cardsSection('servicesSection', 'Services', 'services', iconCard('service', 'Service', 'benefits', 'Target')),
  process('How an engagement runs, step by step.'),
]);

export const organisationalDesign = servicePage(
  'organisationalDesign',
  'Organisational design page',
  '/services/organizational-design',
  [
    cardsSection(
      'designAreasSection',
      'Design areas',
      'areas',
      iconCard('designArea', 'Design area', 'items', 'Target'),
    ),
    process('How a design project runs, step by step.'),
  ],
);

export const mindsetCultureChange = servicePage(
  'mindsetCultureChange',
  'Mindset and culture change page',
  '/services/mindset-culture-change',
  [
    cardsSection(
      'changeAreasSection',
      'Areas of focus',
      'areas',
      iconCard('changeArea', 'Area of focus', 'items', 'Target'),
    ),
    stepsSection('methodologySection', 'Methodology', 'How a culture change programme runs, step by step.'),
  ],
);

export const transformationChange = servicePage(
  'transformationChange',
  'Transformation and change page',
  '/services/transformation-change',
  [
    cardsSection(
      'transformationAreasSection',
      'Transformation areas',
      'areas',
      iconCard('transformationArea', 'Transformation area', 'items', 'Target'),
    ),
    process('How a transformation runs, step by step.'),
    objectField(
      'failureSuccessSection',
      'Why transformations fail or succeed',
      [
        titleField('title', 'Heading'),
        listOf('points', 'Points', {
          type: 'object',
          name: 'outcomePoint',
          title: 'Point',
          fields: [
            titleField('heading', 'Heading'),
            longText('problem', 'The problem'),
            longText('solution', 'Our answer'),
            {
              name: 'isFailure',
              title: 'Common failure',
              type: 'boolean',
              description:
                'On: marked with a cross, as a common failure. Off: marked with a tick, as a success factor.',
              initialValue: false,
            },
          ],
          preview: { select: { title: 'heading', subtitle: 'problem' } },
        }),
      ],
      'Points marked as common failures or as success factors, each with the problem and our answer.',
    ),
  ],
);

export const qualityAssurance = servicePage(
  'qualityAssurance',
  'Quality assurance page',
  '/services/quality-assurance',
  [
    objectField('qualityFeaturesSection', 'Features', [
      titleField('title', 'Heading'),
      listOf('features', 'Features', {
        type: 'object',
        name: 'qualityFeature',
        title: 'Feature',
        fields: [iconField('ShieldCheck'), titleField(), longText('description', 'Description')],
        preview: { select: { title: 'title', subtitle: 'icon' } },
      }),
    ]),
    cardsSection(
      'largeCardsSection',
      'Services',
      'cards',
      iconCard('qualityService', 'Service', 'items', 'ShieldCheck'),
    ),
    process('How a review runs, step by step.'),
    objectField(
      'statsSection',
      'Counters',
      [titleField('title', 'Heading'), statsList()],
      'Numbers that count up when they scroll into view.',
    ),
  ],
);
