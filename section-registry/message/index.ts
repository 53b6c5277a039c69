import { defineSection } from '../define-section';

export default defineSection({
  schema: () => import('./schema').then((module) => module.messageSchema),
  load: () => import('./Message'),
  rendersPageHeading: true,
  withPage: (props, page) => ({ ...props, title: props.title || page.title }),
});
