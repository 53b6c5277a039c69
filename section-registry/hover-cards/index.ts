import { defineSection } from '../define-section';

export default defineSection({
  schema: () => import('./schema').then((module) => module.hoverCardsSchema),
  load: () => import('./HoverCards'),
  // Previews open only under a pointer or focus: ready once the page is idle.
  browser: { island: 'idle' },
});
