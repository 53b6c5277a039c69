import { defineSection } from '../define-section';

/** Links to the page's own sections: plain anchors, so it needs nothing in the browser. */
export default defineSection({
  schema: () => import('./schema').then((module) => module.pageContentsSchema),
  load: () => import('./PageContents'),
});
