import { defineSection } from '../define-section';
import { contactCardsSchema } from './schema';

export default defineSection({ schema: contactCardsSchema, load: () => import('./ContactCards') });
