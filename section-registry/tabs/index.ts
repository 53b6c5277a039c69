import { defineSection } from '../define-section';
import { tabsSchema } from './schema';

export default defineSection({ schema: tabsSchema, load: () => import('./Tabs') });
