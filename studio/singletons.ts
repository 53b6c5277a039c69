/**
 * The seven documents are singletons: the site reads `*[_type == $type][0]`, so
 * a second document of a type would never show, and deleting or unpublishing
 * the one there is would empty a page. Each lives at a fixed id equal to its
 * type, as in the shipped dataset (content/production.ndjson), so an imported
 * dataset opens as these same documents.
 */
import type { DocumentActionComponent, DocumentActionsContext, NewDocumentOptionsContext, TemplateItem } from 'sanity';
import { DOCUMENT_SCHEMAS } from './schema';

export const SINGLETON_TYPES = new Set(DOCUMENT_SCHEMAS.map((schema) => schema.name));

/** Actions that would leave a page with no document, or with one the site never reads. */
const REMOVED_ACTIONS = new Set(['delete', 'duplicate', 'unpublish', 'unpublishVersion']);

export function singletonActions(actions: DocumentActionComponent[], context: DocumentActionsContext) {
  if (!SINGLETON_TYPES.has(context.schemaType)) return actions;
  return actions.filter(({ action }) => !action || !REMOVED_ACTIONS.has(action));
}

/** Hides the singletons from every "Create new document" menu; the structure opens each one. */
export function withoutSingletons(options: TemplateItem[], _context: NewDocumentOptionsContext) {
  return options.filter(({ templateId }) => !SINGLETON_TYPES.has(templateId));
}
