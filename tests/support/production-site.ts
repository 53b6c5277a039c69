/**
 * The production server as start.ts puts it together (real renderer, route
 * table, page responder, content service and dataset reader) on loopback, with
 * a copy of the dataset a test may break or edit, a content reader it may fail,
 * and, when asked, the live subscription start.ts opens (the real client, over
 * loopback) and draft preview.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createContentService, type ContentService } from '../../server/content-service';
import { parseTemplate } from '../../server/html-document';
import { RESERVED_STREAM_HEADER } from '../../server/live-event-streams';
import { liveEventsOf, type LiveFollower } from '../../server/live-follower';
import { createProductionSite } from '../../server/production-site';
import { createPreviewSessions } from '../../server/preview-session';
import { createContentClient, createContentReader, type ContentReader } from '../../src/entry-server';
import { listen } from './http';
import { testScriptSources } from './script-sources';

const TEMPLATE = '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>';
export const PREVIEW_SECRET = 'a-preview-secret-for-tests-only';

export interface ProductionSite {
  port: number;
  /** The site's copy of content/production.ndjson. */
  datasetFile: string;
  content: ContentService;
  /** The live subscription, when the site was started with `live`. */
  live: LiveFollower | undefined;
  /** Makes every content read fail from now on, as an unreachable Sanity would. */
  failContent: () => void;
  /** Cuts every connection the server has (its own live subscription's included), as a proxy restarting would. */
  cutConnections: () => void;
  /** Rewrites one document of the dataset (by id), as a publish would: written beside the file and renamed into place. */
  rewrite: (id: string, edit: (document: Record<string, unknown>) => void) => void;
  stop: () => Promise<void>;
}

export interface ProductionSiteSetup {
  contentMaxAgeMs?: number;
  /** Whether to copy the real dataset in (default) or leave the file missing. */
  withDataset?: boolean;
  /** Follow the embedded service's live events, as start.ts does. */
  live?: boolean;
  /** Turn draft preview on, with PREVIEW_SECRET. */
  preview?: boolean;
}

export async function startProductionSite(setup: ProductionSiteSetup = {}): Promise<ProductionSite> {
  const root = mkdtempSync(join(tmpdir(), 'production-site-'));
  const clientDir = join(root, 'client');
  mkdirSync(clientDir);
  const datasetFile = join(root, 'production.ndjson');
  if (setup.withDataset ?? true) {
    copyFileSync(resolve(import.meta.dirname, '../../content/production.ndjson'), datasetFile);
  }
  const reservedKey = 'the-server-itself';
  const content = createContentService({ datasetFile, pollMs: 50, live: { reservedKey } });
  let live: LiveFollower | undefined;
  const read = createContentReader(content.readDocument, { lastLiveEventId: () => live?.lastEventId() });
  let failing = false;
  const readContent: ContentReader = (type) =>
    failing ? Promise.reject(new Error('Content source unreachable (test)')) : read(type);
  const site = createProductionSite({
    clientDir,
    content,
    readContent,
    template: parseTemplate(TEMPLATE),
    scripts: testScriptSources(),
    siteUrl: 'https://www.example.co.uk',
    contentMaxAgeMs: setup.contentMaxAgeMs ?? 5 * 60 * 1000,
    ...(setup.preview
      ? {
          preview: {
            sessions: createPreviewSessions(PREVIEW_SECRET),
            readDrafts: createContentReader(content.readDocument, { drafts: true }),
            drafts: { handle: content.handleDrafts, close: () => undefined },
          },
        }
      : {}),
  });
  const port = await listen(site.server);
  await content.ready();
  if (setup.live) {
    const client = createContentClient({}, `http://127.0.0.1:${port}`).withConfig({
      headers: { [RESERVED_STREAM_HEADER]: reservedKey },
    });
    live = site.followLive(liveEventsOf(client, { tag: 'site-server' }));
  }
  return {
    port,
    datasetFile,
    content,
    live,
    failContent: () => (failing = true),
    cutConnections: () => site.server.closeAllConnections(),
    rewrite: (id, edit) => rewriteDocument(datasetFile, id, edit),
    stop: async () => {
      // As SIGTERM does (the live subscription stops, streams end), then without waiting for anyone.
      const drained = site.drain();
      site.server.closeAllConnections();
      await drained;
      await content.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

function rewriteDocument(file: string, id: string, edit: (document: Record<string, unknown>) => void): void {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => {
      if (!line.includes(`"_id":"${id}"`)) return line;
      const document = JSON.parse(line) as Record<string, unknown>;
      edit(document);
      return JSON.stringify(document);
    });
  writeFileSync(`${file}.new`, lines.join('\n'));
  renameSync(`${file}.new`, file);
}
