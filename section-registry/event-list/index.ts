import { defineSection } from '../define-section';

export default defineSection({
  schema: () => import('./schema').then((module) => module.eventListSchema),
  load: () => import('./EventList'),
  structuredData: () => import('./structured-data').then((module) => module.eventListStructuredData),
});
