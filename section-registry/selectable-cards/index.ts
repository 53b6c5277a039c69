import { defineSection } from '../define-section';

export default defineSection({
  schema: () => import('./schema').then((module) => module.selectableCardsSchema),
  load: () => import('./SelectableCards'),
  browser: { island: 'visible' },
});
