import { defineSection } from '../define-section';
import { pyramidSchema } from './schema';

export default defineSection({ schema: pyramidSchema, load: () => import('./Pyramid') });
