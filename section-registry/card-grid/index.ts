import { defineSection } from '../define-section';
import { cardGridSchema } from './schema';

export default defineSection({ schema: cardGridSchema, load: () => import('./CardGrid') });
