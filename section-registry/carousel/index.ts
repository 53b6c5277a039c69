import { defineSection } from '../define-section';
import { carouselSchema } from './schema';

export default defineSection({ schema: carouselSchema, load: () => import('./Carousel') });
