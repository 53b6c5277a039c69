/**
 * Server rendering, for `npm start` (on request) and the build (every route, for static hosting):
 * a page rendered with its content, whole, as HTML. What the browser runs on it is the union of
 * its sections' needs (section-registry/define-section.ts): their enhancements, and their islands,
 * each rendered here on its own so it hydrates on its own root. A page that needs the whole
 * client app (a preview session, which follows edits; a page whose content could not be read,
 * which reads it itself) carries the app's modules and its state instead.
 */
import { dehydrate } from '@tanstack/react-query';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { isSectionType, sectionRegistry } from '../section-registry';
import { AppProviders, Site } from './App';
import { contentQueries, createQueryClient } from './content/queries';
import type { ContentReader } from './content/server-reader';
import { IslandRoot } from './page/IslandRoot';
import { fillIslandSlots, IslandCollectorContext, type IslandCollector, type IslandRecord } from './page/island-slots';
import { SectionRecorder, type PreparedSections } from './page/prepared-sections';
import { pageScriptsElement, type PageScripts } from './page-scripts';
import { pageStateElement, type PageState } from './page-state';
import { PreviewBanner } from './shell/PreviewBanner';
import { loadPage } from './routing/page-modules';
import { routeTable } from './routing/route-table';
import { jsonLdElements, pageStructuredData } from './seo/page-structured-data';

export { createContentReader, type ContentReader } from './content/server-reader';
// For start.ts, through this module: imported there directly, a module this one imports too may be placed
// in start.js by the build, and importing start.js starts a server (see server/form-post.ts).
export { configuredContentEnvironment, createContentClient } from './content/sanity-client';

/** Each section type's browser need (its defineSection's), for the build to find their modules. */
export function sectionBrowserNeeds(): Record<string, 'none' | 'enhancement' | 'island'> {
  return Object.fromEntries(Object.entries(sectionRegistry).map(([type, section]) => [type, section.browser.kind]));
}

/** Where each browser module of this build is (server/page-assets.ts reads them from the client build). */
export interface ScriptSources {
  /** The whole client app's modules, in the order the page runtime imports them. */
  app: string[];
  /** The module that hydrates an island (src/browser/hydrate-island.tsx). */
  hydrator: string;
  /** By section type: an island's component module. */
  islands: Record<string, string>;
  /** By section type: its enhance.ts. */
  enhancements: Record<string, string>;
}

export interface RenderOptions {
  readContent: ContentReader;
  scripts: ScriptSources;
  /** The render time; defaults to now. The build gives the content's own time (scripts/prerender-pages.ts). */
  now?: number;
  /**
   * The server that sends the page keeps it current (it renders it again when its content changes, see
   * server/page-cache.ts): the app counts its content as read when the page loads, not when it was rendered.
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
      /** The page's <title>, <meta> and <link> tags, its structured data (JSON-LD) and its module preloads. */
      head: string;
      /** The inside of #root. */
      body: string;
      /** After #root: the page's scripts as data, the app's state when it runs, the preview banner. */
      afterRoot: string;
      /** When it was rendered (the responder's clock): the page's Last-Modified. */
      renderedAt: number;
      /** The sync tags of the content the page was rendered with: a live event naming one makes it out of date. */
      syncTags: string[];
      /** Content could not be read: the page is in its loading state, and should not be cached. */
      contentFailed: boolean;
      /** Which scripts it carries: for the budgets and the contract tests. */
      scripts: PageScripts;
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

  // The whole client app runs where it earns its place: following a preview's drafts, or reading
  // content the server could not. Every other page is HTML, its enhancements and its islands.
  const runsApp = Boolean(options.preview) || contentFailed;
  const recorder: PreparedSections = { file: match.file, sections: {} };
  const islands: IslandRecord[] = [];
  const collector: IslandCollector = {
    add: (type, props) => {
      const id = `s${islands.length}`;
      islands.push({ id, type, props });
      return id;
    },
    srcOf: (type) => options.scripts.islands[type] ?? '',
  };
  // Everything the page renders is loaded by now (loadPage), so nothing suspends: renderToString
  // gives complete HTML with no streaming instructions (inline scripts the CSP would refuse).
  const pageHtml = renderToString(
    <AppProviders queryClient={queryClient} renderedAt={renderedAt} siteUrl={options.siteUrl}>
      <IslandCollectorContext value={runsApp ? null : collector}>
        <SectionRecorder value={recorder}>
          <StaticRouter location={pathname}>
            <Site />
          </StaticRouter>
        </SectionRecorder>
      </IslandCollectorContext>
    </AppProviders>,
  );
  const html = fillIslandSlots(pageHtml, await Promise.all(islands.map(renderIsland)));
  const notFound = match.kind === 'notFound';
  const scripts: PageScripts = runsApp
    ? { enhancements: [], app: options.scripts.app }
    : {
        enhancements: enhancementsOf(manifest, recorder, options.scripts),
        ...(islands.length > 0 ? { hydrator: options.scripts.hydrator } : {}),
      };
  if (notFound) scripts.notFound = true;

  let state = '';
  if (runsApp) {
    const queries = dehydrate(queryClient);
    // Stamped with the render time too (TanStack stamps the clock's): nothing in a page depends on when it was built.
    for (const query of queries.queries) query.dehydratedAt = renderedAt;
    const pageState: PageState = {
      renderedAt,
      queries,
      siteUrl: options.siteUrl,
      page: { file: match.file, manifest, sections: recorder.sections },
      ...(options.keptCurrent ? { keptCurrent: true } : {}),
      ...(options.preview
        ? { preview: { syncTags: manifest.content ? { [manifest.content.document]: syncTags } : {} } }
        : {}),
    };
    state = pageStateElement(pageState);
  }
  // The cache holds garbage-collection timers that would keep Node running.
  queryClient.clear();
  // Described from the props the sections rendered with: the data says what the page shows.
  const structuredData = await pageStructuredData({
    manifest,
    sections: recorder.sections,
    siteUrl: options.siteUrl,
    renderedAt,
  });
  const { head, body } = splitHead(html);
  return {
    kind: 'page',
    status: notFound ? 404 : 200,
    head: head + jsonLdElements(structuredData),
    body,
    afterRoot: [
      pageScriptsElement(scripts),
      state,
      options.preview ? renderToStaticMarkup(<PreviewBanner />) : '',
    ].join(''),
    renderedAt,
    syncTags,
    contentFailed,
    scripts,
  };
}

/** One island, rendered on its own with its own identifier prefix, as the browser will hydrate it. */
async function renderIsland(island: IslandRecord): Promise<{ id: string; html: string }> {
  if (!isSectionType(island.type)) return { id: island.id, html: '' };
  const { default: Component } = await sectionRegistry[island.type].preloadComponent();
  try {
    const html = renderToString(<IslandRoot Component={Component} props={island.props} />, {
      identifierPrefix: `${island.id}-`,
    });
    return { id: island.id, html };
  } catch (error) {
    // As a section boundary would in the browser: the section is left out, the page stays.
    console.error(`[render] Section "${island.type}" failed to render:`, error);
    return { id: island.id, html: '' };
  }
}

/** The enhancements of the sections the page shows (a section left out needs none). */
function enhancementsOf(
  manifest: { sections: { type: string }[] },
  recorder: PreparedSections,
  sources: ScriptSources,
): string[] {
  const urls = new Set<string>();
  manifest.sections.forEach((section, index) => {
    if (!isSectionType(section.type) || !recorder.sections[index]) return;
    if (sectionRegistry[section.type].browser.kind !== 'enhancement') return;
    const url = sources.enhancements[section.type];
    if (!url) throw new Error(`The build has no enhance.ts module for the "${section.type}" section`);
    urls.add(url);
  });
  // The hero's and the stats' are one module: a page loads it once.
  return [...urls];
}

/** React emits the page's hoisted <title>, <meta> and <link> tags first; they belong in <head>. */
function splitHead(html: string): { head: string; body: string } {
  const match = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/.exec(html);
  return match ? { head: match[0], body: html.slice(match[0].length) } : { head: '', body: html };
}
