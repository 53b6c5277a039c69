import { defineSection } from '../define-section';
import { peopleSchema } from './schema';

export default defineSection({ schema: peopleSchema, load: () => import('./People') });
