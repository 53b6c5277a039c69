/**
 * The documents a read sees in its perspective. Published: the published
 * documents. Drafts (a preview session only): each document as its draft has
 * it where there is one, under the published id, with `_originalId` naming the
 * draft (as Sanity's `drafts` perspective answers), and drafts of documents
 * never published after them, in dataset order.
 */
import type { DatasetVersion, SanityDocument } from './dataset.ts';
import { DRAFT_PREFIX, type Perspective } from './sync-tags.ts';

/** Worked out once per version of the dataset: every preview read of that version shares it. */
const overlaid = new WeakMap<DatasetVersion, SanityDocument[]>();

export function documentsIn(version: DatasetVersion, perspective: Perspective): SanityDocument[] {
  if (perspective === 'published') return version.published;
  let documents = overlaid.get(version);
  if (!documents) overlaid.set(version, (documents = draftsOver(version)));
  return documents;
}

function draftsOver({ published, drafts }: DatasetVersion): SanityDocument[] {
  const draftOf = new Map(drafts.map((draft) => [draft._id.slice(DRAFT_PREFIX.length), draft]));
  const asDraft = (id: string, draft: SanityDocument): SanityDocument => ({
    ...draft,
    _id: id,
    _originalId: draft._id,
  });
  const overlaid = published.map((document) => {
    const draft = draftOf.get(document._id);
    draftOf.delete(document._id);
    return draft ? asDraft(document._id, draft) : document;
  });
  for (const [id, draft] of draftOf) overlaid.push(asDraft(id, draft));
  return overlaid;
}
