import { defineSection } from '../define-section';
import { outcomesSchema } from './schema';

export default defineSection({ schema: outcomesSchema, load: () => import('./Outcomes') });
