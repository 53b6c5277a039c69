import { defineSection } from '../define-section';
import { stepsSchema } from './schema';

export default defineSection({ schema: stepsSchema, load: () => import('./Steps') });
