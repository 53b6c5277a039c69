/** The courses and programmes page (/courses). The three programme pages are fixed copy. */
import { linkField, lines, listOf, longText, titleField } from './fields';
import { finalCta, heroSection, introParagraphs } from './sections';
import { iconField } from './icons';
import type { DocumentSchema } from './types';

export const coursesAndProgrammes: DocumentSchema = {
  type: 'document',
  name: 'coursesAndProgrammes',
  title: 'Courses and Programmes page',
  description: 'The page at /courses. The Essential Leadership, Ten Talent Mindset and bootcamp pages are fixed copy.',
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
