import { defineSection } from '../define-section';

export default defineSection({
  schema: () => import('./schema').then((module) => module.carouselSchema),
  load: () => import('./Carousel'),
  browser: { island: 'visible' },
});
