import { defineSection } from '../define-section';

export default defineSection({
  schema: () => import('./schema').then((module) => module.credentialsSchema),
  load: () => import('./Credentials'),
});
