import { defineSection } from '../define-section';

export default defineSection({
  schema: () => import('./schema').then((module) => module.courseOffersSchema),
  load: () => import('./CourseOffers'),
});
