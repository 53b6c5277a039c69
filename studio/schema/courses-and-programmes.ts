/**
 * The courses and programmes page (/courses). The three programme pages are fixed copy, except for
 * where each course stands now (next cohort, price, format), which they read from its card here.
 */
import { linkField, lines, listOf, longText, shortText, titleField } from './fields';
import { finalCta, heroSection, introParagraphs } from './sections';
import { iconField } from './icons';
import type { DocumentSchema } from './types';

export const coursesAndProgrammes: DocumentSchema = {
  type: 'document',
  name: 'coursesAndProgrammes',
  title: 'Courses and Programmes page',
  description:
    "The page at /courses. The Essential Leadership, Ten Talent Mindset and bootcamp pages are fixed copy, but show each course's next cohort, price and format from its card here.",
  groups: [
    { name: 'opening', title: 'Banner & introduction', default: true },
    { name: 'categories', title: 'Course categories' },
    { name: 'close', title: 'Call to action' },
  ],
  fields: [
    { ...heroSection(), group: 'opening' },
    { ...introParagraphs(), group: 'opening' },
    {
      ...listOf(
        'courseCategories',
        'Course categories',
        {
          type: 'object',
          name: 'courseCategory',
          title: 'Course category',
          fields: [
            iconField('BookOpen'),
            titleField(),
            longText('cardDescription', 'Summary', 'One or two sentences under the title.'),
            longText('shortParagraph', 'Details', 'A short paragraph under the summary.'),
            lines('items', 'Courses in this category', 'One per line, shown as a ticked list.'),
            linkField('link', 'Programme page', 'nowhere: the card is not a link'),
            shortText(
              'nextCohort',
              'Next cohort',
              'Where the course stands now, e.g. "2027 dates published in January" or "February 2027 intake, taking enrolments now". Shown on the card and on the programme page: keep it current.',
            ),
            shortText('price', 'Price', 'Indicative, e.g. "From £1,195 + VAT per delegate".'),
            shortText('format', 'Where', 'How and where it runs, e.g. "In person in London or Accra, or live online".'),
          ],
          preview: { select: { title: 'title', subtitle: 'icon' } },
        },
        'Cards with an icon; BookOpen, Lightbulb and Zap suit this list.',
      ),
      group: 'categories',
    },
    { ...finalCta(), group: 'close' },
  ],
};
