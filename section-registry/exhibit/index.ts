import { defineSection } from '../define-section';

/** Drawn in full on the server: an exhibit needs nothing in the browser. */
export default defineSection({
  schema: () => import('./schema').then((module) => module.exhibitSchema),
  load: () => import('./Exhibit'),
});
