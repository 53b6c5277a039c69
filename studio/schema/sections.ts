/**
 * Blocks several pages share, mirroring the shared pieces of the site's
 * content model (src/content/model.ts): banner, introduction, call to action,
 * steps, counters and portraits.
 */
import { OFFICES } from '../../src/site';
import { linkField, listOf, longText, objectField, shortText, titledEntry, titleField } from './fields';
import { atLeastOne, caseStudyYear, counter, email, imageAddress, required, slug } from './rules';
import type { ArrayField, Field, ObjectField, ObjectMember, StringField } from './types';

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

/**
 * What makes a person checkable, for team members and associates alike: their qualifications, the
 * office they work from and their own address at the firm.
 */
export function personDetailFields(): Field[] {
  return [
    shortText(
      'credentials',
      'Credentials',
      'Qualifications and memberships in one line, separated by commas, such as "Chartered Fellow of the CIPD, MBA, PRINCE2 Practitioner". Shown at the foot of their card.',
    ),
    {
      ...shortText('office', 'Office', 'The office they work from, shown under their role as "Based in London".'),
      // The firm's offices (src/site.ts): the site's content model accepts these and no other.
      options: { list: OFFICES.map(({ city }) => ({ title: city, value: city })), layout: 'radio' },
    },
    {
      ...shortText(
        'email',
        'Email address',
        'Their own address at the firm, such as adwoa.mensah@mindrise-consulting.co.uk. Shown in full, as a link.',
      ),
      validation: email,
    },
  ];
}

/**
 * Case studies: proof of work on a page, before its closing call to action. Clients are anonymised
 * ("A London borough council"), every study gives at least one measured result, and a quote names
 * its speaker's role only. Each study is a link target: /about/reputation#case-<slug>.
 */
export function caseStudiesSection(): ObjectField {
  const result: ObjectMember = {
    type: 'object',
    name: 'caseStudyResult',
    title: 'Result',
    fields: [
      { ...shortText('value', 'Figure', 'As written, such as "38%", "£2.3m" or "9 months".'), validation: required },
      {
        ...shortText(
          'label',
          'What it measures',
          'And over what period, such as "fewer repeat visits in the first year".',
        ),
        validation: required,
      },
    ],
    preview: { select: { title: 'value', subtitle: 'label' } },
  };
  const caseStudy: ObjectMember = {
    type: 'object',
    name: 'caseStudy',
    title: 'Case study',
    fields: [
      {
        ...shortText(
          'slug',
          'Anchor',
          'Lower-case words joined by hyphens, unique on the site. Other pages link to the study as #case-<anchor>.',
        ),
        validation: slug,
      },
      titleField('sector', 'Sector', 'Such as "Public sector" or "Health and social care".'),
      {
        name: 'year',
        title: 'Year',
        type: 'number',
        description: 'The year the result was measured, such as 2025: shown beside the sector. List the newest first.',
        validation: caseStudyYear,
      },
      titleField('client', 'Client', 'Anonymised, never a name: such as "A London borough council with 3,800 staff".'),
      titleField('title', 'Headline', 'The result in one line.'),
      { ...longText('challenge', 'The challenge'), validation: required },
      { ...longText('approach', 'What we did'), validation: required },
      { ...longText('outcome', 'The outcome'), validation: required },
      {
        ...listOf(
          'results',
          'Measured results',
          result,
          'At least one figure, with what it measures and over what period.',
        ),
        validation: atLeastOne,
      },
      objectField(
        'quote',
        'Quote',
        [
          longText('text', 'Quote'),
          shortText('role', "Speaker's role", 'The role only, such as "Director of People".'),
        ],
        'Optional: a short quote from the client.',
      ),
    ],
    preview: { select: { title: 'title', subtitle: 'client' } },
  };
  return objectField(
    'caseStudiesSection',
    'Case studies',
    [titleField('title', 'Heading'), listOf('caseStudies', 'Case studies', caseStudy, 'Shown in this order.')],
    'Optional: shown before the closing call to action.',
  );
}
