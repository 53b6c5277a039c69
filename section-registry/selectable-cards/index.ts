import { defineSection } from '../define-section';
import { selectableCardsSchema } from './schema';

export default defineSection({ schema: selectableCardsSchema, load: () => import('./SelectableCards') });
