import { defineSection } from '../define-section';

export default defineSection({
  schema: () => import('./schema').then((module) => module.contactFormSchema),
  load: () => import('./ContactForm'),
  structuredData: () => import('./structured-data').then((module) => module.contactFormStructuredData),
});
