/**
 * The production server as start.ts puts it together (real renderer, route
 * table, page responder, content service and dataset reader) on loopback, with
 * a copy of the dataset a test may break, and a content reader it may fail.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createContentService, type ContentService } from '../../server/content-service';
import { parseTemplate } from '../../server/html-document';
import { createProductionSite } from '../../server/production-site';
import { createContentReader, type ContentReader } from '../../src/entry-server';
import { close, listen } from './http';

const TEMPLATE = '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>';

export interface ProductionSite {
  port: number;
  /** The site's copy of content/production.ndjson. */
  datasetFile: string;
  content: ContentService;
  /** Makes every content read fail from now on, as an unreachable Sanity would. */
  failContent: () => void;
  stop: () => Promise<void>;
}

export interface ProductionSiteSetup {
  contentMaxAgeMs?: number;
  /** Whether to copy the real dataset in (default) or leave the file missing. */
  withDataset?: boolean;
}

export async function startProductionSite(setup: ProductionSiteSetup = {}): Promise<ProductionSite> {
  const root = mkdtempSync(join(tmpdir(), 'production-site-'));
  const clientDir = join(root, 'client');
  mkdirSync(clientDir);
  const datasetFile = join(root, 'production.ndjson');
  if (setup.withDataset ?? true) {
    copyFileSync(resolve(import.meta.dirname, '../../content/production.ndjson'), datasetFile);
  }
  const content = createContentService({ datasetFile });
  const read = createContentReader(content.readDocument);
  let failing = false;
  const readContent: ContentReader = (type) =>
    failing ? Promise.reject(new Error('Content source unreachable (test)')) : read(type);
  const { server } = createProductionSite({
    clientDir,
    content,
    readContent,
    template: parseTemplate(TEMPLATE),
    scripts: { entries: [], modules: {} },
    siteUrl: 'https://www.example.co.uk',
    contentMaxAgeMs: setup.contentMaxAgeMs ?? 5 * 60 * 1000,
  });
  const port = await listen(server);
  await content.ready();
  return {
    port,
    datasetFile,
    content,
    failContent: () => (failing = true),
    stop: async () => {
      server.closeAllConnections();
      await close(server);
      await content.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
