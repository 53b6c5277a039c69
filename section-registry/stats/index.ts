import { defineSection } from '../define-section';

export default defineSection({
  schema: () => import('./schema').then((module) => module.statsSchema),
  load: () => import('./Stats'),
  browser: { enhancement: () => import('./enhance') },
});
