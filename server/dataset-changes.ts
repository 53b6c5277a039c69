/**
 * What changed in the embedded dataset, as live events: the file is looked at
 * ten times a second (a stat; renaming a new file into place counts), and each
 * new version dataset-file.ts takes is compared with the last, document by
 * document. A change of published documents goes to the public log; every
 * change, drafts included, to the drafts log, which only preview sessions
 * read. Each event names the sync tags of the documents that changed (added,
 * edited or removed), and the dataset's own tag.
 */
import { isPublishedId, type DatasetVersion } from './dataset.ts';
import type { DatasetFile } from './dataset-file.ts';
import { createLiveEventLog, type LiveEventLog } from './live-event-log.ts';
import { DATASET_TAG, syncTagOf } from './sync-tags.ts';

export interface DatasetChanges {
  /** Changes of published documents: the public event stream. */
  published: LiveEventLog;
  /** Every change, drafts included: preview sessions' event stream. */
  drafts: LiveEventLog;
  /** Looks at the file now, and tells the logs what changed (what each tick does). */
  check: () => void;
  close: () => void;
}

/**
 * How often the file is looked at. A new version is taken at the second look that finds it unchanged
 * (dataset-file.ts), so a publish is an event 100-200 ms after it is written (plus a render).
 */
export const DEFAULT_POLL_MS = 100;

/** Looks at the file every `pollMs` from now until close (never keeping a process alive for it). */
export function createDatasetChanges(dataset: DatasetFile, pollMs = DEFAULT_POLL_MS): DatasetChanges {
  const published = createLiveEventLog();
  const drafts = createLiveEventLog();
  let last: { version: DatasetVersion; texts: Map<string, string> } | undefined;

  const check = () => {
    dataset.look();
    let version: DatasetVersion;
    try {
      version = dataset.current();
    } catch {
      return; // No good version yet: nothing to compare (dataset-file.ts reports why).
    }
    if (version === last?.version) return;
    const texts = documentTexts(version);
    const changed = last ? changedIds(last.texts, texts) : [];
    last = { version, texts };
    if (changed.length === 0) return;
    const tagsOf = (ids: string[]) => [...ids.map(syncTagOf), DATASET_TAG];
    drafts.append(tagsOf(changed));
    const publishedChanged = changed.filter(isPublishedId);
    if (publishedChanged.length > 0) published.append(tagsOf(publishedChanged));
  };

  check();
  const ticks = setInterval(check, pollMs);
  ticks.unref();
  return { published, drafts, check, close: () => clearInterval(ticks) };
}

/** Each document's JSON, by id: two versions differ where these do. */
function documentTexts({ published, drafts }: DatasetVersion): Map<string, string> {
  return new Map([...published, ...drafts].map((document) => [document._id, JSON.stringify(document)]));
}

function changedIds(before: Map<string, string>, after: Map<string, string>): string[] {
  const changed = new Set<string>();
  for (const [id, text] of after) if (before.get(id) !== text) changed.add(id);
  for (const id of before.keys()) if (!after.has(id)) changed.add(id);
  return [...changed];
}
