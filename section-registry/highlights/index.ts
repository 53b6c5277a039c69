import { defineSection } from '../define-section';

export default defineSection({
  schema: () => import('./schema').then((module) => module.highlightsSchema),
  load: () => import('./Highlights'),
  // Bubbles whose text follows the pointer: a component, woken once the section is near the screen.
  browser: { island: 'visible' },
});
