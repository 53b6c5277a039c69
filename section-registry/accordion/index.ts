import { defineSection } from '../define-section';
import { accordionSchema } from './schema';

export default defineSection({ schema: accordionSchema, load: () => import('./Accordion') });
