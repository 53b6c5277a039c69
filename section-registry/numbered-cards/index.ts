import { defineSection } from '../define-section';
import { numberedCardsSchema } from './schema';

export default defineSection({ schema: numberedCardsSchema, load: () => import('./NumberedCards') });
