import { defineSection } from '../define-section';
import { highlightsSchema } from './schema';

export default defineSection({ schema: highlightsSchema, load: () => import('./Highlights') });
