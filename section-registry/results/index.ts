import { defineSection } from '../define-section';

export default defineSection({
  schema: () => import('./schema').then((module) => module.resultsSchema),
  load: () => import('./Results'),
});
