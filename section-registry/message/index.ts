import { defineSection } from '../define-section';
import { messageSchema } from './schema';

export default defineSection({
  schema: messageSchema,
  load: () => import('./Message'),
  rendersPageHeading: true,
  withPage: (props, page) => ({ ...props, title: props.title || page.title }),
});
