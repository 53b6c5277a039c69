import { defineSection } from '../define-section';
import { heroSchema } from './schema';

export default defineSection({ schema: heroSchema, load: () => import('./Hero'), rendersPageHeading: true });
