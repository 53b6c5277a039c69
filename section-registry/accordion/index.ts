import { defineSection } from '../define-section';

export default defineSection({
  schema: () => import('./schema').then((module) => module.accordionSchema),
  load: () => import('./Accordion'),
  browser: { enhancement: () => import('./enhance') },
});
