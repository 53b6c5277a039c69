import { defineSection } from '../define-section';
import { eventListSchema } from './schema';

export default defineSection({ schema: eventListSchema, load: () => import('./EventList') });
