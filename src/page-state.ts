/**
 * What a page the whole client app runs carries for it (a preview session, a page sent in its
 * loading state: see entry-server.tsx), as data (a JSON script element, which the
 * Content-Security-Policy allows; no inline JavaScript): the content it was rendered with, when,
 * and the page's manifest and sections as the server prepared them.
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { Manifest } from './manifests/manifest-types';
import type { SectionsByIndex } from './page/prepared-sections';
import { jsonForScriptElement } from './lib/json-in-html';
import { PAGE_STATE_ID } from './page-state-id';

export interface PageState {
  /** Milliseconds since the epoch; the browser's first render uses it for anything clock-based. */
  renderedAt: number;
  /** TanStack Query's dehydrated cache: the content documents this page was rendered with. */
  queries: DehydratedState;
  /** The site's public origin (SITE_URL), for the canonical and link-preview tags the browser keeps. */
  siteUrl?: string;
  /**
   * Only in a preview session (drafts): the sync tags of the content the page read, by document type. The
   * browser then follows edits (src/preview/follow-drafts.ts), reading again what a live event names.
   */
  preview?: { syncTags: Partial<Record<string, string[]>> };
  /**
   * Sent by a server that keeps its pages current (npm start: it renders a page again when its content
   * changes): the content counts as read when the page loads, however long ago it was rendered. A static
   * build's pages leave it out: their content is as old as the build.
   */
  keptCurrent?: true;
  /** The page's manifest and its sections as the server prepared them (see prepared-sections.ts). */
  page?: {
    file: string;
    manifest: Manifest;
    sections: SectionsByIndex;
  };
}

/** The state as the body of `<script type="application/json">`: nothing in it can end the element. */
export function serializePageState(state: PageState): string {
  return jsonForScriptElement(state);
}

export function pageStateElement(state: PageState): string {
  return `<script type="application/json" id="${PAGE_STATE_ID}">${serializePageState(state)}</script>`;
}
