/** The resourcing page (/resourcing). */
import { lines, listOf, longText, objectField, textEntries, titleField } from './fields';
import { finalCta, heroSection, stepsSection } from './sections';
import type { DocumentSchema } from './types';

export const resourcing: DocumentSchema = {
  type: 'document',
  name: 'resourcing',
  title: 'Resourcing page',
  description: 'The page at /resourcing.',
  groups: [
    { name: 'opening', title: 'Banner & introduction', default: true },
    { name: 'options', title: 'Options & virtual solutions' },
    { name: 'howItWorks', title: 'How it works' },
    { name: 'close', title: 'Call to action' },
  ],
  fields: [
    { ...heroSection(), group: 'opening' },
    {
      ...textEntries(
        'introParagraphs',
        'Introduction',
        'Paragraph',
        'The opening paragraphs under the banner, in order.',
      ),
      group: 'opening',
    },
    {
      ...objectField('resourcingOptionsSection', 'Resourcing options', [
        titleField('title', 'Heading'),
        listOf('options', 'Options', {
          type: 'object',
          name: 'resourcingOption',
          title: 'Option',
          fields: [
            titleField(),
            longText('description', 'Description'),
            textEntries('items', 'Bullet points', 'Bullet point', 'Shown as a ticked list on the card.'),
          ],
          preview: { select: { title: 'title', subtitle: 'description' } },
        }),
      ]),
      group: 'options',
    },
    {
      ...objectField('virtualSolutionsSection', 'Virtual solutions', [
        titleField('title', 'Heading'),
        listOf('solutions', 'Solutions', {
          type: 'object',
          name: 'virtualSolution',
          title: 'Solution',
          fields: [
            titleField(),
            longText('description', 'Description'),
            lines('items', 'Bullet points', 'One per line, shown as a ticked list on the card.'),
          ],
          preview: { select: { title: 'title', subtitle: 'description' } },
        }),
      ]),
      group: 'options',
    },
    {
      ...stepsSection('howItWorksSection', 'How it works', 'How a client engages us, step by step.'),
      group: 'howItWorks',
    },
    { ...finalCta(), group: 'close' },
  ],
};
