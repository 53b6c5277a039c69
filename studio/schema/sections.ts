/**
 * Blocks several pages share, mirroring the shared pieces of the site's
 * content model (src/content/model.ts): banner, introduction, call to action,
 * steps, counters and portraits.
 */
import { linkField, listOf, longText, objectField, shortText, titledEntry, titleField } from './fields';
import { counter, imageAddress } from './rules';
import type { ArrayField, Field, ObjectField, StringField } from './types';

/** One page of a document that holds several (the Who We Are and What We Do pages), in its own tab. */
export function pageSection(name: string, title: string, route: string, fields: Field[]): ObjectField {
  return objectField(name, title, fields, `Everything on the page at ${route}.`);
}

export function heroSection(): ObjectField {
  return objectField(
    'heroSection',
    'Page banner',
    [
      titleField('title', 'Title', 'The page heading.'),
      shortText('subtitle', 'Subtitle', 'One line under the heading.'),
    ],
    'The heading block at the top of the page.',
  );
}

/** Paragraphs stored as plain strings. */
export function introParagraphs(): ArrayField {
  return {
    name: 'introParagraphs',
    title: 'Introduction',
    type: 'array',
    of: [{ type: 'text', title: 'Paragraph' }],
    description: 'The opening paragraphs under the banner, in order.',
  };
}

export function finalCta(): ObjectField {
  return objectField(
    'finalCta',
    'Closing call to action',
    [
      longText('text', 'Text', 'A sentence inviting the visitor to get in touch.'),
      linkField('link', 'Button link', '/contact'),
    ],
    'The band at the bottom of the page with a button.',
  );
}

/** A heading over numbered steps. */
export function stepsSection(name: string, title: string, description: string): ObjectField {
  return objectField(
    name,
    title,
    [
      titleField('title', 'Heading'),
      listOf('steps', 'Steps', titledEntry('step', 'Step'), 'Shown numbered, in this order.'),
    ],
    description,
  );
}

/** Animated counters: a whole number counted up from zero, then a suffix such as "+" or "%". */
export function statsList(): ArrayField {
  return listOf(
    'stats',
    'Counters',
    {
      type: 'object',
      name: 'counter',
      title: 'Counter',
      fields: [
        {
          name: 'value',
          title: 'Number',
          type: 'number',
          description: 'A whole number, such as 25.',
          validation: counter,
        },
        shortText('suffix', 'After the number', 'Such as + or %. Leave empty for none.'),
        titleField('label', 'Label', 'What is counted, such as "Years of experience".'),
      ],
      preview: { select: { title: 'label', subtitle: 'value' } },
    },
    'Each number counts up from zero when it scrolls into view.',
  );
}

/** A portrait. The site reads its address at profileImage.asset.url: a path on the site, or on https://cdn.sanity.io. */
export function profileImage(): ObjectField {
  const address: StringField = {
    name: 'url',
    title: 'Picture address',
    type: 'string',
    description:
      'Such as /images/people/jane-doe.jpg (a file published with the site) or an https://cdn.sanity.io/ address.',
    validation: imageAddress,
  };
  return {
    ...objectField(
      'profileImage',
      'Photo',
      // Shown open: the address is the only thing to fill in, however deep the site stores it.
      [{ ...objectField('asset', 'Picture file', [address]), options: { collapsible: false } }],
      'Optional. Without a photo the card shows the initials.',
    ),
    options: { collapsible: true, collapsed: false },
  };
}
