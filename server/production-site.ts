/**
 * The production server's parts, put together: pages rendered on request with
 * their content (page-responder.ts), the built files and the content service
 * (site-server.ts). start.ts reads the build and the environment and calls this;
 * the server tests call it the same way, with a template of their own.
 */
import { renderPage, routeTable, type ContentReader } from '../src/entry-server.tsx';
import type { ContentService } from './content-service.ts';
import type { DrainOptions } from './draining.ts';
import type { Template } from './html-document.ts';
import type { PageScripts } from './page-assets.ts';
import { createPageResponder } from './page-responder.ts';
import { createSiteServer, type SiteServer } from './site-server.ts';

export interface ProductionSiteOptions {
  /** The client build: dist/client. */
  clientDir: string;
  content: ContentService;
  /** How pages read their content (createContentReader over content.readDocument, or Sanity). */
  readContent: ContentReader;
  template: Template;
  scripts: PageScripts;
  siteUrl: string;
  /** A page rendered with its content is served this long before it is rendered again. */
  contentMaxAgeMs: number;
  /** Post-processing of every page (the benchmark's limit strips scripts with it). */
  transform?: (html: string) => string;
  drain?: DrainOptions;
}

export function createProductionSite(options: ProductionSiteOptions): SiteServer {
  const { scripts, readContent, siteUrl } = options;
  const respond = createPageResponder({
    template: options.template,
    render: (pathname) =>
      renderPage(pathname, {
        readContent,
        siteUrl,
        entries: scripts.entries,
        modulesFor: (file) => scripts.modules[file] ?? [],
      }),
    maxAgeMs: options.contentMaxAgeMs,
    ...(options.transform ? { transform: options.transform } : {}),
  });
  return createSiteServer({
    clientDir: options.clientDir,
    content: options.content,
    pages: { match: routeTable.match, respond },
    scriptHashes: options.template.scriptHashes,
    ...(options.drain ? { drain: options.drain } : {}),
  });
}
