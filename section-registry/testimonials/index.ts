import { defineSection } from '../define-section';
import { testimonialsSchema } from './schema';

export default defineSection({ schema: testimonialsSchema, load: () => import('./Testimonials') });
