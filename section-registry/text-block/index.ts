import { defineSection } from '../define-section';
import { textBlockSchema } from './schema';

export default defineSection({ schema: textBlockSchema, load: () => import('./TextBlock') });
