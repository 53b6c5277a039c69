/**
 * A site of a browser test's own: the built server on its own port, over a copy of the dataset the
 * test has edited first, as a CMS might leave it (a field missing, an odd value, a document gone).
 * Pages are rendered by the server, as every visitor gets them, so odd content is tested where it
 * is met. Stopped (and its dataset removed) by the test, by its own PID.
 */
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { startBuiltServer, type BuiltServer } from './built-server';
import { copyDataset, type DatasetCopy, type Document } from './support-dataset';

export interface OwnSite {
  url: (path: string) => string;
  server: BuiltServer;
  dataset: DatasetCopy;
  stop: () => Promise<void>;
}

export interface SiteSetup {
  /** Edits to the dataset's documents, by id, before the server starts. */
  edit?: Record<string, (document: Document) => void>;
  /** Documents to leave out, by id. */
  without?: string[];
  /** Start with an empty dataset (no documents yet): every page is sent in its loading state, and queries answer 503. */
  noDataset?: boolean;
}

export async function startOwnSite(setup: SiteSetup = {}): Promise<OwnSite> {
  const dataset = copyDataset();
  for (const [id, edit] of Object.entries(setup.edit ?? {})) {
    const document = dataset.read(id);
    edit(document);
    dataset.write(document);
  }
  for (const id of setup.without ?? []) dataset.drop(id);
  // The file is empty until the test writes it back: the server starts with nothing to read.
  const held = setup.noDataset ? dataset.hold() : undefined;
  const server = await startBuiltServer({ CONTENT_FILE: dataset.file, SITE_URL: 'http://localhost:4173' });
  return {
    url: (path) => `http://127.0.0.1:${server.port}${path}`,
    server,
    // Written beside the file's place and renamed into it: the server takes one whole new version.
    dataset: held
      ? {
          ...dataset,
          release: () => {
            writeFileSync(`${dataset.file}.new`, held);
            renameSync(`${dataset.file}.new`, dataset.file);
          },
        }
      : dataset,
    stop: async () => {
      await server.kill();
      rmSync(dataset.file, { force: true });
      dataset.remove();
    },
  };
}
