/**
 * Every route rendered for a static host (scripts/prerender.ts writes them):
 * the same content in, the same bytes out. A rebuild a publish webhook starts
 * when nothing the site shows has changed changes no page (the host can skip
 * the deploy, and caches keep their copies), so nothing in a page may depend
 * on when it was built:
 *
 * - each document is read once per build, and every page renders from that
 *   read (a publish mid-build cannot give pages of two versions);
 * - the render time in each page (its state's renderedAt, the footer's year)
 *   is the content's: the newest `_updatedAt` of the documents read, not the
 *   clock. The clock stands in only when no document says (content unreadable).
 */
import { DOCUMENT_TYPES, type DocumentType } from '../src/content/documents';
import type { ContentRead, ContentReader } from '../src/content/server-reader';
import type { RenderedPage, RenderOptions, ScriptSources } from '../src/entry-server';

export interface PrerenderOptions {
  /** The paths to render, and the status each must give. */
  pages: { pathname: string; file: string; status: 200 | 404 }[];
  renderPage: (pathname: string, options: RenderOptions) => Promise<RenderedPage>;
  readContent: ContentReader;
  compose: (page: Extract<RenderedPage, { kind: 'page' }>) => string;
  scripts: ScriptSources;
  siteUrl: string;
}

export interface PrerenderedPage {
  file: string;
  html: string;
  /** Written in its loading state: its content could not be read. */
  contentFailed: boolean;
}

export async function prerenderPages(options: PrerenderOptions): Promise<PrerenderedPage[]> {
  const reads = new Map<DocumentType, Promise<ContentRead>>();
  const readOnce: ContentReader = (type) => {
    let read = reads.get(type);
    if (!read) reads.set(type, (read = options.readContent(type)));
    return read;
  };
  const now = (await contentTime(readOnce)) ?? Date.now();
  const written: PrerenderedPage[] = [];
  for (const { pathname, file, status } of options.pages) {
    const { renderPage, scripts, siteUrl } = options;
    const page = await renderPage(pathname, { readContent: readOnce, scripts, siteUrl, now });
    if (page.kind !== 'page' || page.status !== status) throw new Error(`Prerendering ${pathname} did not give a page`);
    written.push({ file, html: options.compose(page), contentFailed: page.contentFailed });
  }
  return written;
}

/** When the content last changed: the newest `_updatedAt` among the documents, if any says. */
async function contentTime(read: ContentReader): Promise<number | undefined> {
  const times = await Promise.all(
    DOCUMENT_TYPES.map((type) =>
      read(type).then(
        ({ document }) => (typeof document?._updatedAt === 'string' ? Date.parse(document._updatedAt) : Number.NaN),
        () => Number.NaN,
      ),
    ),
  );
  const known = times.filter(Number.isFinite);
  return known.length > 0 ? Math.max(...known) : undefined;
}
