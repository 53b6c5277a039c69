/**
 * The Studio's schema: the seven documents the site reads, in menu order.
 * Plain data (see ./types.ts), so the site's tests can compare it with the
 * site's content model without installing the Studio.
 */
import { contactPage } from './contact-page';
import { coursesAndProgrammes } from './courses-and-programmes';
import { home } from './home';
import { ourAssociates } from './our-associates';
import { resourcing } from './resourcing';
import type { DocumentSchema } from './types';
import { whatWeDo } from './what-we-do';
import { whoWeAre } from './who-we-are';

/** Without it, Sanity heads each document with a summary of its first fields ("overview: {heroSection: …}"). */
function withFixedHeading(schema: DocumentSchema): DocumentSchema {
  const heading = { title: schema.title, subtitle: schema.description };
  return { ...schema, preview: { prepare: () => heading } };
}

export const DOCUMENT_SCHEMAS: DocumentSchema[] = [
  home,
  whoWeAre,
  whatWeDo,
  coursesAndProgrammes,
  resourcing,
  ourAssociates,
  contactPage,
].map(withFixedHeading);
