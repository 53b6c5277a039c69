import { defineSection } from '../define-section';
import { checklistSchema } from './schema';

export default defineSection({ schema: checklistSchema, load: () => import('./Checklist') });
