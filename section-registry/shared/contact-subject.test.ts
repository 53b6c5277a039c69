import { describe, expect, it } from 'vitest';
import { SUBJECT_MAX_LENGTH, subjectFrom, withSubject } from './contact-subject';

describe('a subject carried to the contact form', () => {
  it('travels in the query string, before any fragment, and reads back as written', () => {
    const href = withSubject('/contact#form', 'Agile Leadership Bootcamp (12-14 September 2023) & more');
    expect(href.startsWith('/contact?subject=')).toBe(true);
    expect(href.endsWith('#form')).toBe(true);
    expect(subjectFrom(new URL(href, 'https://example.org').search)).toBe(
      'Agile Leadership Bootcamp (12-14 September 2023) & more',
    );
  });

  it('joins a query the link already has', () => {
    expect(withSubject('/contact?utm_source=x', 'Bootcamps')).toBe('/contact?utm_source=x&subject=Bootcamps');
  });

  it('is bounded, and absent when blank', () => {
    expect(subjectFrom(`?subject=${'a'.repeat(500)}`)).toHaveLength(SUBJECT_MAX_LENGTH);
    expect(subjectFrom('?subject=%20%20')).toBeUndefined();
    expect(subjectFrom('')).toBeUndefined();
  });
});
