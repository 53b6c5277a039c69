import { defineSection } from '../define-section';

export default defineSection({
  schema: () => import('./schema').then((module) => module.numberedCardsSchema),
  load: () => import('./NumberedCards'),
  browser: { enhancement: () => import('./enhance') },
});
