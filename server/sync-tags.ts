/**
 * Sync tags, as Sanity's Live Content API uses them: a query's answer carries
 * the tags of the content it depends on, and a live event names the tags of
 * what changed; a reader whose tags meet an event's reads again. Opaque to
 * readers, `s1:`-prefixed like Sanity's (the client's SyncTag type).
 *
 * Here a tag stands for one document, by id: `whoWeAre` and its draft
 * `drafts.whoWeAre` have a tag each, so a saved draft reaches preview
 * sessions and not the public pages. One more tag, the dataset's, is on every
 * event: an answer that no single document accounts for (no document found, a
 * count, a list a new document could join) carries it, and so follows any change.
 */
import { createHash } from 'node:crypto';
import type { SyncTag } from '@sanity/client';

export type { SyncTag };

/** What a read sees: published documents only (every public query), or drafts over them (a preview session). */
export type Perspective = 'published' | 'drafts';

export const DRAFT_PREFIX = 'drafts.';

export function syncTagOf(documentId: string): SyncTag {
  return `s1:${createHash('sha256').update(documentId).digest('base64url').slice(0, 16)}`;
}

/** On every event: what an answer with no document of its own depends on. (No document id can contain "*".) */
export const DATASET_TAG = syncTagOf('*');

/** The tags a query's answer depends on: each document in it (in drafts, its draft too, saved or not yet). */
export function syncTagsOf(result: unknown, perspective: Perspective): SyncTag[] {
  const ids = new Set<string>();
  const pending: unknown[] = [result];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value !== 'object' || value === null) continue;
    if (!Array.isArray(value)) {
      const { _id: id } = value as { _id?: unknown };
      if (typeof id === 'string') {
        ids.add(id);
        if (perspective === 'drafts') ids.add(id.startsWith(DRAFT_PREFIX) ? id : `${DRAFT_PREFIX}${id}`);
      }
    }
    for (const child of Object.values(value)) pending.push(child);
  }
  const tags = [...ids].map(syncTagOf);
  if (ids.size === 0 || Array.isArray(result)) tags.push(DATASET_TAG);
  return tags;
}

export function sharesTag(tags: readonly string[], changed: ReadonlySet<string>): boolean {
  return tags.some((tag) => changed.has(tag));
}
