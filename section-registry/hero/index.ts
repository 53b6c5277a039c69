import { defineSection } from '../define-section';

export default defineSection({
  schema: () => import('./schema').then((module) => module.heroSchema),
  load: () => import('./Hero'),
  browser: { enhancement: () => import('./enhance') },
  rendersPageHeading: true,
  // The page's h1 is never empty: without a title of its own the hero shows the page's.
  withPage: (props, page) => ({ ...props, title: props.title || page.title }),
  structuredData: () => import('./structured-data').then((module) => module.heroStructuredData),
});
