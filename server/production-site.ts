/**
 * The production server's parts, put together: pages rendered on request with
 * their content (page-responder.ts), kept current by live events
 * (live-follower.ts), draft preview for editors (preview-api.ts,
 * preview-pages.ts), the built files and the content service (site-server.ts).
 * start.ts reads the build and the environment and calls this; the server
 * tests call it the same way, with a template of their own.
 */
import { renderPage, routeTable, type ContentReader, type RenderOptions } from '../src/entry-server.tsx';
import type { ContentHandler, ContentService } from './content-service.ts';
import type { DrainOptions } from './draining.ts';
import type { Template } from './html-document.ts';
import { followLiveEvents, type LiveFollower, type LiveFollowerOptions } from './live-follower.ts';
import type { ScriptSources } from '../src/entry-server.tsx';
import { createPageResponder, type LivePages } from './page-responder.ts';
import { createPreviewApi } from './preview-api.ts';
import { createPreviewResponder } from './preview-pages.ts';
import type { PreviewSessions } from './preview-session.ts';
import { createSiteServer, type SiteServer } from './site-server.ts';

export interface PreviewOptions {
  sessions: PreviewSessions;
  /** How a session's pages read content: drafts over published (createContentReader with `drafts`). */
  readDrafts: ContentReader;
  /** The drafts API a session's pages read through in the browser: the content service's, or Sanity's (sanity-drafts.ts). */
  drafts: { handle: ContentHandler; close: () => void };
}

export interface ProductionSiteOptions {
  /** The client build: dist/client. */
  clientDir: string;
  content: ContentService;
  /** How pages read their content (createContentReader over content.readDocument, or Sanity). */
  readContent: ContentReader;
  template: Template;
  scripts: ScriptSources;
  siteUrl: string;
  /** A page rendered with its content is served this long before it is rendered again, while live events are not followed. */
  contentMaxAgeMs: number;
  /** Post-processing of every page (the benchmark's limit strips scripts with it). */
  transform?: (html: string) => string;
  drain?: DrainOptions;
  /** Draft preview, when PREVIEW_SECRET is set; without it /api/preview answers 404 and no request is a session. */
  preview?: PreviewOptions;
}

export interface ProductionSite extends SiteServer {
  pages: LivePages;
  /**
   * Follows a live event stream from now on: pages whose content an event names render again. One
   * subscription for the process (start.ts opens it once listening); draining stops it.
   */
  followLive: (connect: LiveFollowerOptions['connect']) => LiveFollower;
}

/** A page's document is not there: what it would render is not the page with its content. */
export class MissingDocumentError extends Error {}

/**
 * A public page's read, where a missing document fails the read: the render is degraded, not good, and
 * the route keeps serving its last good render (page-cache.ts) rather than "No data available", which
 * is what a dataset caught half-written, or cut short, would otherwise put in place of every page it
 * lacks. (A route that never rendered well shows its loading state, kept by no one, and the browser
 * reads the content itself.) Preview pages read as they are: an editor sees what is there.
 */
function requireDocuments(read: ContentReader): ContentReader {
  return async (type) => {
    const content = await read(type);
    if (content.document === null) throw new MissingDocumentError(`there is no published ${type} document`);
    return content;
  };
}

export function createProductionSite(options: ProductionSiteOptions): ProductionSite {
  const { scripts, siteUrl, preview } = options;
  const renderWith =
    (readContent: ContentReader, extra: Partial<RenderOptions> = {}) =>
    (pathname: string) =>
      renderPage(pathname, {
        readContent,
        siteUrl,
        scripts,
        keptCurrent: true,
        ...extra,
      });
  const pages = createPageResponder({
    template: options.template,
    render: renderWith(requireDocuments(options.readContent)),
    maxAgeMs: options.contentMaxAgeMs,
    ...(options.transform ? { transform: options.transform } : {}),
  });
  const respondPreview = createPreviewResponder({
    template: options.template,
    render: preview ? renderWith(preview.readDrafts, { preview: true }) : renderWith(options.readContent),
  });
  const site = createSiteServer({
    clientDir: options.clientDir,
    content: options.content,
    pages: { match: routeTable.match, respond: pages.respond },
    scriptHashes: options.template.scriptHashes,
    siteUrl,
    preview: {
      api: createPreviewApi({
        sessions: preview?.sessions,
        drafts: preview?.drafts.handle ?? ((_request, _response, next) => next()),
        siteUrl,
      }),
      isSession: (request) => preview?.sessions.isSession(request) ?? false,
      respond: respondPreview,
      close: () => preview?.drafts.close(),
    },
    ...(options.drain ? { drain: options.drain } : {}),
  });

  let follower: LiveFollower | undefined;
  return {
    ...site,
    pages,
    followLive(connect) {
      follower?.stop();
      follower = followLiveEvents({
        name: 'content changes',
        connect,
        onMessage: (event) => void pages.invalidate(event.tags),
        onRestart: () => void pages.invalidateAll(),
        onFollowing: (following) => pages.setLive(following),
      });
      return follower;
    },
    drain() {
      follower?.stop();
      return site.drain();
    },
  };
}
