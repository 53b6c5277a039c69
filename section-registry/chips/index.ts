import { defineSection } from '../define-section';
import { chipsSchema } from './schema';

export default defineSection({ schema: chipsSchema, load: () => import('./Chips') });
