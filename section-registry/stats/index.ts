import { defineSection } from '../define-section';
import { statsSchema } from './schema';

export default defineSection({ schema: statsSchema, load: () => import('./Stats') });
