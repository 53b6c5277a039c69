/**
 * The course pages are the spec's fixed copy, with one thing read from content: where each course
 * stands now (next cohort, price, format), which its card on /courses holds. One source for both,
 * and a course page that stays whole when that content is missing.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocumentType } from '../src/content/documents';
import { z } from '../src/lib/zod';
import type { ContentDocument } from '../src/content/queries';
import { publishedDocuments } from './support/dataset';
import { renderRoute } from './support/render-route';

const COURSE_PAGES = ['/courses/essential-leadership', '/courses/ten-talent-mindset', '/courses/mr-bootcamps'];

/** The course cards of the shipped dataset, as far as this test reads them. */
const categories = z
  .array(z.object({ link: z.string(), nextCohort: z.string(), price: z.string(), format: z.string() }))
  .parse(publishedDocuments().get('coursesAndProgrammes')?.courseCategories);

describe.each(COURSE_PAGES)('%s', (route) => {
  it('shows the status its card on /courses gives, with the button to register interest', async () => {
    await renderRoute(route, publishedDocuments());
    const category = categories.find((candidate) => candidate.link === route)!;
    const next = screen.getByRole('region', { name: 'Join the next cohort' });
    expect(
      within(next)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual([category.nextCohort, category.price, category.format]);
    expect(within(next).getByRole('link', { name: 'Register interest' }).getAttribute('href')).toMatch(
      /^\/contact\?subject=Register\+interest:\+[^#]+,\+next\+cohort#message$/,
    );
  });

  it('stays whole without the courses document: its fixed copy, and no next step rather than a loading or empty one', async () => {
    const documents = new Map<DocumentType, ContentDocument>(publishedDocuments());
    documents.delete('coursesAndProgrammes');
    await renderRoute(route, documents);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'View All Courses' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Join the next cohort' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Loading\.\.\.|No data available/)).not.toBeInTheDocument();
  });
});
