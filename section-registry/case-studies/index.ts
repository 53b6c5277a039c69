import { defineSection } from '../define-section';

export default defineSection({
  schema: () => import('./schema').then((module) => module.caseStudiesSchema),
  load: () => import('./CaseStudies'),
  browser: { enhancement: () => import('./enhance') },
});
