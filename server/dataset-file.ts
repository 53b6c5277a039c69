/**
 * The dataset file, looked at a few times a second (dataset-changes.ts), and
 * a new version taken only when it is whole. Content must never turn into
 * "No data available" because a file was being written or copied.
 *
 * - A new version (the file's inode, modified time and size) is read only once
 *   it is the same at two looks in a row: a writer still at work moves at least
 *   one of the three between looks. (A writer that pauses longer than a look
 *   at a line boundary is what the next rule is for.)
 * - It is taken only if every line parses and it has published documents;
 *   else the last good version stays (said once per version).
 * - A version without some published document the last good one had (a
 *   writer caught at a line boundary, `head -n 2` written in place, a copy cut
 *   short) is held back, and said once, until it has stayed that way for
 *   `lossLooks` looks (about 2 s): a deliberate removal takes effect then,
 *   a half-written file never.
 * - A missing file leaves the last good version in use.
 * With no good version at all (a first start), the first version that parses
 * with published documents is taken at once: there is nothing to protect.
 */
import { readFileSync, statSync } from 'node:fs';
import {
  DatasetUnavailableError,
  isDraft,
  isPublished,
  parseNdjson,
  type DatasetVersion,
  type VersionReader,
} from './dataset.ts';

export interface DatasetFileOptions {
  /** Where a refused, held or missing version is reported, once per version; the default is console.warn. */
  report?: (message: string) => void;
  /** Looks a version that lost published documents must hold for before it is taken. */
  lossLooks?: number;
}

export interface DatasetFile {
  /** The last good version, with no look at the file (unless there is none yet); throws DatasetUnavailableError while there is none. */
  current: VersionReader;
  /** One look at the file: a stat, and a read only of a version that has held still. */
  look: () => void;
}

/** About 2 s at the server's look every 100 ms. */
export const DEFAULT_LOSS_LOOKS = 20;

/** A version of the file as read: taken, or why not. */
type Reading = { version: DatasetVersion } | { refused: string };

export function openDatasetFile(file: string, options: DatasetFileOptions = {}): DatasetFile {
  const report = options.report ?? ((message: string) => console.warn(message));
  const lossLooks = options.lossLooks ?? DEFAULT_LOSS_LOOKS;
  let good: { version: DatasetVersion; key: string } | undefined;
  /** A version seen but not taken: how many looks in a row it has held, and (once read) what it holds. */
  let pending: { key: string; looks: number; reading?: Reading } | undefined;
  /** The version last reported on: each is reported once, however many looks meet it. */
  let reportedKey: string | undefined;

  const say = (key: string, message: string) => {
    if (reportedKey === key) return;
    reportedKey = key;
    report(`[content] ${file} ${message}`);
  };
  const fallback = () =>
    good
      ? `still answering from the last good version (${good.version.published.length} documents).`
      : 'no documents to answer with; pages show their loading state until it loads.';

  const read = (): Reading => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      return { refused: `could not be read (${error instanceof Error ? error.message : String(error)})` };
    }
    const { documents, problems } = parseNdjson(text);
    if (problems.length > 0) {
      const more = problems.length > 3 ? ` and ${problems.length - 3} more` : '';
      return { refused: `was not loaded: ${problems.slice(0, 3).join('; ')}${more}` };
    }
    const published = documents.filter(isPublished);
    if (published.length === 0) return { refused: 'has no published documents' };
    return { version: { published, drafts: documents.filter(isDraft) } };
  };

  const look = () => {
    const key = statKey(file);
    if (key === good?.key) {
      pending = undefined;
      return;
    }
    if (key === 'missing') {
      pending = undefined;
      return say(key, `is missing: ${fallback()}`);
    }
    if (pending?.key === key) pending.looks += 1;
    else pending = { key, looks: 1 };
    // Still being written, perhaps: read only what held still since the last look (unless nothing good is there).
    if (good && pending.looks < 2) return;
    const reading = (pending.reading ??= read());
    // Changed while it was read: what was read is not this version.
    if (statKey(file) !== key) {
      pending = undefined;
      return;
    }
    if ('refused' in reading) return say(key, `${reading.refused}: ${fallback()}`);
    const lost = good ? missingFrom(reading.version, good.version) : [];
    if (lost.length > 0 && pending.looks < lossLooks) {
      return say(
        key,
        `lacks ${lost.length} published documents the last good version has (${lost.slice(0, 5).join(', ')}): ` +
          `held back, ${fallback()} It is taken if it stays so for ${lossLooks} looks.`,
      );
    }
    const lostNote = lost.length > 0 ? ` (without ${lost.join(', ')}: it stayed so for ${pending.looks} looks)` : '';
    if (good) report(`[content] ${file} reloaded: ${reading.version.published.length} published documents${lostNote}.`);
    good = { version: reading.version, key };
    pending = undefined;
  };

  return {
    current() {
      if (!good) look();
      if (!good) {
        throw new DatasetUnavailableError("The dataset has no documents to answer with (the server's log says why)");
      }
      return good.version;
    },
    look,
  };
}

/** The inode too: a file renamed into place may keep the size and modified time of the one it replaces. */
function statKey(file: string): string {
  try {
    const stats = statSync(file);
    return `${stats.ino}:${stats.mtimeMs}:${stats.size}`;
  } catch {
    return 'missing';
  }
}

/** The ids of `before`'s published documents that `after` lacks. */
function missingFrom(after: DatasetVersion, before: DatasetVersion): string[] {
  const kept = new Set(after.published.map((document) => document._id));
  return before.published.map((document) => document._id).filter((id) => !kept.has(id));
}
