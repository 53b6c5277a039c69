import { defineSection } from '../define-section';
import { hoverCardsSchema } from './schema';

export default defineSection({ schema: hoverCardsSchema, load: () => import('./HoverCards') });
