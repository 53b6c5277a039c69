import { defineSection } from '../define-section';

export default defineSection({
  schema: () => import('./schema').then((module) => module.pyramidSchema),
  load: () => import('./Pyramid'),
  browser: { island: 'visible' },
});
