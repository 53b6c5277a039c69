/**
 * A copy of the embedded dataset for a browser test's own server (CONTENT_FILE),
 * which the test edits as an editor would: a document written in place of the
 * one with its id (or added), the file written beside the old one and renamed
 * into place (what the server reads as one change).
 */
import { copyFileSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export type Document = Record<string, unknown> & { _id: string };

export interface DatasetCopy {
  file: string;
  read: (id: string) => Document;
  write: (document: Document) => void;
  /** Leaves a document out. */
  drop: (id: string) => void;
  /**
   * Empties the file, giving its text back (to write it later: see `release`). Emptied, not removed: the
   * server refuses to start on a CONTENT_FILE that does not exist, and starts on one with no documents yet.
   */
  hold: () => string;
  /** Writes back what `hold` took away (only on a copy that held it). */
  release?: () => void;
  remove: () => void;
}

export function copyDataset(): DatasetCopy {
  const directory = mkdtempSync(join(tmpdir(), 'e2e-dataset-'));
  const file = join(directory, 'production.ndjson');
  copyFileSync(resolve(import.meta.dirname, '../../content/production.ndjson'), file);
  const documents = () =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Document);
  const save = (all: Document[]) => {
    writeFileSync(`${file}.new`, `${all.map((each) => JSON.stringify(each)).join('\n')}\n`);
    renameSync(`${file}.new`, file);
  };
  return {
    file,
    read(id) {
      const found = documents().find((document) => document._id === id);
      if (!found) throw new Error(`The dataset has no document ${id}`);
      return found;
    },
    write(document) {
      const all = documents();
      const at = all.findIndex((candidate) => candidate._id === document._id);
      if (at === -1) all.push(document);
      else all[at] = document;
      save(all);
    },
    drop(id) {
      save(documents().filter((document) => document._id !== id && document._id !== `drafts.${id}`));
    },
    hold() {
      const text = readFileSync(file, 'utf8');
      writeFileSync(`${file}.new`, '');
      renameSync(`${file}.new`, file);
      return text;
    },
    remove: () => rmSync(directory, { recursive: true, force: true }),
  };
}

/** The document with the overview page's title (whoWeAre.overview.heroSection.title) changed, under `id`. */
export function withOverviewTitle(document: Document, title: string, id = document._id): Document {
  const overview = (document.overview ?? {}) as Record<string, unknown>;
  const hero = (overview.heroSection ?? {}) as Record<string, unknown>;
  return { ...document, _id: id, overview: { ...overview, heroSection: { ...hero, title } } };
}
