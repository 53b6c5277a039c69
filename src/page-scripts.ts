/**
 * What a page's scripts are, as data the server writes into the page (a JSON script element, which
 * the Content-Security-Policy allows) and the page runtime (src/browser/page.ts) reads. A page's
 * scripts are the union of what its sections need (defineSection's `browser`) and the shell's:
 * - most pages: the enhancements of the sections they show, nothing else;
 * - pages with an island: also the hydrator, which loads React only when an island wakes;
 * - a page the whole client app runs (a preview session, or a page sent in its loading state):
 *   the app's modules, in order, and its state (page-state.ts).
 */
import { jsonForScriptElement } from './lib/json-in-html.ts';

export const PAGE_SCRIPTS_ID = 'page-scripts';

export interface PageScripts {
  /** Each an ES module exporting enhance(root) (section-registry/<section>/enhance.ts). */
  enhancements: string[];
  /** The module that hydrates islands (src/browser/hydrate-island.tsx), when the page has one. */
  hydrator?: string;
  /** The whole client app's modules, imported in turn; the last starts the app. */
  app?: string[];
  /** The not-found page: the runtime logs the attempt (spec: "the attempt is logged to the console"). */
  notFound?: true;
}

export function pageScriptsElement(scripts: PageScripts): string {
  return `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${jsonForScriptElement(scripts)}</script>`;
}
