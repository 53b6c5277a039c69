import { defineSection } from '../define-section';
import { ctaSchema } from './schema';

export default defineSection({ schema: ctaSchema, load: () => import('./Cta') });
