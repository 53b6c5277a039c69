import { defineSection } from '../define-section';

export default defineSection({
  schema: () => import('./schema').then((module) => module.contactFormSchema),
  load: () => import('./ContactForm'),
  // Woken before a visitor can type into it, so nothing typed meets a hydrating form.
  browser: { island: 'visible' },
  structuredData: () => import('./structured-data').then((module) => module.contactFormStructuredData),
});
