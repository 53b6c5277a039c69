import { defineSection } from '../define-section';

export default defineSection({
  schema: () => import('./schema').then((module) => module.peopleSchema),
  load: () => import('./People'),
  browser: { enhancement: () => import('./enhance') },
});
