import { defineSection } from '../define-section';

export default defineSection({
  schema: () => import('./schema').then((module) => module.tabsSchema),
  load: () => import('./Tabs'),
  // Rotating from the first screen, as the spec asks (every 5 s).
  browser: { island: 'load' },
});
