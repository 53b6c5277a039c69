/** The Studio: the seven page documents of the Mindrise Consulting website. */
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { dataset, projectId } from './env';
import { DOCUMENT_SCHEMAS } from './schema';
import { singletonActions, withoutSingletons } from './singletons';
import { structure } from './structure';

export default defineConfig({
  name: 'default',
  title: 'Mindrise Consulting website',
  projectId,
  dataset,
  plugins: [structureTool({ structure })],
  schema: { types: DOCUMENT_SCHEMAS },
  document: {
    actions: singletonActions,
    newDocumentOptions: withoutSingletons,
  },
});
