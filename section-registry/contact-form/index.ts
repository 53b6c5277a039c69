import { defineSection } from '../define-section';
import { contactFormSchema } from './schema';

export default defineSection({ schema: contactFormSchema, load: () => import('./ContactForm') });
