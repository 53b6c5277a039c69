/**
 * What changed in the embedded dataset, as live events: the file is looked at
 * a few times a second (a stat; renaming a new file into place counts), and
 * each new good version (dataset.ts decides what is good) is compared with the
 * last, document by document. A change of published documents goes to the
 * public log; every change, drafts included, to the drafts log, which only
 * preview sessions read. Each event names the sync tags of the documents that
 * changed (added, edited or removed), and the dataset's own tag.
 */
import { unwatchFile, watchFile } from 'node:fs';
import { isPublishedId, type DatasetVersion, type VersionReader } from './dataset.ts';
import { createLiveEventLog, type LiveEventLog } from './live-event-log.ts';
import { DATASET_TAG, syncTagOf } from './sync-tags.ts';

export interface DatasetChanges {
  /** Changes of published documents: the public event stream. */
  published: LiveEventLog;
  /** Every change, drafts included: preview sessions' event stream. */
  drafts: LiveEventLog;
  /** Starts looking at the file (once; later calls do nothing). */
  watch: () => void;
  /** Looks now (what the watcher does on each tick). */
  check: () => void;
  close: () => void;
}

/** How often the file is looked at: a change is an event within this (plus a render) of being written. */
const DEFAULT_POLL_MS = 250;

export function createDatasetChanges(
  file: string,
  readVersion: VersionReader,
  pollMs = DEFAULT_POLL_MS,
): DatasetChanges {
  const published = createLiveEventLog();
  const drafts = createLiveEventLog();
  let last: { version: DatasetVersion; texts: Map<string, string> } | undefined;
  let watching = false;

  const check = () => {
    let version: DatasetVersion;
    try {
      version = readVersion();
    } catch {
      return; // No good version yet: nothing to compare (dataset.ts reports why).
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

  return {
    published,
    drafts,
    check,
    watch() {
      if (watching) return;
      watching = true;
      check();
      // Not persistent: looking at the file never keeps a process (a test, the prerender) alive.
      watchFile(file, { interval: pollMs, persistent: false }, check);
    },
    close() {
      if (watching) unwatchFile(file, check);
      watching = false;
    },
  };
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
