/**
 * Server rendering, for `npm start` (on request) and the build (every route,
 * for static hosting): a page rendered with its content, and the state the
 * browser hydrates from. Content that cannot be read leaves the page in its
 * loading state; the browser then reads it itself.
 */
import { dehydrate } from '@tanstack/react-query';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders, Site } from './App';
import { contentQueries, createQueryClient } from './content/queries';
import type { ContentReader } from './content/server-reader';
import { SectionRecorder, type PreparedSections } from './page/prepared-sections';
import type { PageState } from './page-state';
import { PreviewBanner } from './shell/PreviewBanner';
import { loadPage } from './routing/page-modules';
import { routeTable } from './routing/route-table';
import { jsonLdElements, pageStructuredData } from './seo/page-structured-data';

export { createContentReader, type ContentReader } from './content/server-reader';
// For start.ts, through this module: imported there directly, a module this one imports too may be placed
// in start.js by the build, and importing start.js starts a server (see server/form-post.ts).
export { configuredContentEnvironment, createContentClient } from './content/sanity-client';

export interface RenderOptions {
  readContent: ContentReader;
  /** The chunks a page runs (see server/page-assets.ts), for the browser to fetch after the first paint. */
  modulesFor: (manifestFile: string) => string[];
  /** The modules the browser's entry imports in turn (React DOM, the app). */
  entries: string[];
  /** The render time; defaults to now. The build gives the content's own time (scripts/prerender-pages.ts). */
  now?: number;
  /**
   * The server that sends the page keeps it current (it renders it again when its content changes, see
   * server/page-cache.ts): the browser counts its content as read when the page loads, not when it was rendered.
   */
  keptCurrent?: boolean;
  /** The site's public origin (SITE_URL, see server/site-url.ts): canonical, link-preview and structured-data URLs. */
  siteUrl: string;
  /**
   * A preview session's page (readContent reads drafts): with the preview banner, and the sync tags its
   * content was read with, so the open page follows edits (src/preview/follow-drafts.ts).
   */
  preview?: boolean;
}

export type RenderedPage =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      status: 200 | 404;
      /** The page's <title>, <meta> and <link> tags, and its structured data (JSON-LD). */
      head: string;
      /** The inside of #root. */
      body: string;
      /** After #root, outside what React hydrates: the preview banner in a preview session, else nothing. */
      afterRoot: string;
      state: PageState;
      /** The sync tags of the content the page was rendered with: a live event naming one makes it out of date. */
      syncTags: string[];
      /** Content could not be read: the page is in its loading state, and should not be cached. */
      contentFailed: boolean;
    };

export { routeTable };

/** Renders the page at a path. Redirects are the route table's answer, without a query string. */
export async function renderPage(pathname: string, options: RenderOptions): Promise<RenderedPage> {
  const match = routeTable.match(pathname);
  if (match.kind === 'redirect') return { kind: 'redirect', location: match.location };
  if (!match.file) throw new Error('No manifest has "route": "*" (the build refuses this)');

  const { manifest } = await loadPage(match.file);
  if ('redirect' in manifest) return { kind: 'redirect', location: manifest.redirect };
  const queryClient = createQueryClient();
  const renderedAt = options.now ?? Date.now();
  let contentFailed = false;
  let syncTags: string[] = [];
  if (manifest.content) {
    const type = manifest.content.document;
    try {
      const read = await options.readContent(type);
      // Stamped with the render time, not the clock's: the build's pages depend on their content alone.
      queryClient.setQueryData(contentQueries[type].queryKey, read.document, { updatedAt: renderedAt });
      syncTags = read.syncTags;
    } catch (error) {
      contentFailed = true;
      // What is served instead (the last good render, or the loading state) is the responder's to say.
      console.error(`[render] ${pathname}: the ${type} content could not be read:`, error);
    }
  }

  const recorder: PreparedSections = { file: match.file, sections: [] };
  // Everything the page renders is loaded by now (loadPage), so nothing suspends: renderToString
  // gives complete HTML with no streaming instructions (inline scripts the CSP would refuse).
  const html = renderToString(
    <AppProviders queryClient={queryClient} renderedAt={renderedAt} siteUrl={options.siteUrl}>
      <SectionRecorder value={recorder}>
        <StaticRouter location={pathname}>
          <Site />
        </StaticRouter>
      </SectionRecorder>
    </AppProviders>,
  );
  const queries = dehydrate(queryClient);
  // Stamped with the render time too (TanStack stamps the clock's): nothing in a page depends on when it was built.
  for (const query of queries.queries) query.dehydratedAt = renderedAt;
  const state: PageState = {
    renderedAt,
    queries,
    modules: options.modulesFor(match.file),
    entries: options.entries,
    siteUrl: options.siteUrl,
    page: { file: match.file, manifest, sections: recorder.sections },
    ...(options.keptCurrent ? { keptCurrent: true } : {}),
    ...(options.preview
      ? { preview: { syncTags: manifest.content ? { [manifest.content.document]: syncTags } : {} } }
      : {}),
  };
  // The cache holds garbage-collection timers that would keep Node running.
  queryClient.clear();
  // Described from the props the sections rendered with: the data says what the page shows.
  const structuredData = await pageStructuredData({ manifest, sections: recorder.sections, siteUrl: options.siteUrl });
  const { head, body } = splitHead(html);
  return {
    kind: 'page',
    status: match.kind === 'notFound' ? 404 : 200,
    head: head + jsonLdElements(structuredData),
    body,
    afterRoot: options.preview ? renderToStaticMarkup(<PreviewBanner />) : '',
    state,
    syncTags,
    contentFailed,
  };
}

/** React emits the page's hoisted <title>, <meta> and <link> tags first; they belong in <head>. */
function splitHead(html: string): { head: string; body: string } {
  const match = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/.exec(html);
  return match ? { head: match[0], body: html.slice(match[0].length) } : { head: '', body: html };
}
