import { defineSection } from '../define-section';
import { milestonesSchema } from './schema';

export default defineSection({ schema: milestonesSchema, load: () => import('./Milestones') });
