import { defineSection } from '../define-section';
import { keyFactsSchema } from './schema';

export default defineSection({ schema: keyFactsSchema, load: () => import('./KeyFacts') });
