/**
 * The manifest inventory: every manifest as plain data, for reviewers and for
 * tools (`npm run manifests -- --json`, the dev server's /__manifests page).
 * The shape is a contract: add fields, never rename or remove them.
 */
import { isPlainObject } from '../lib/is-plain-object';
import type { Binding, SectionSource } from './manifest-schema';
import { isRedirect } from './manifest-types';
import type { ManifestEntry } from './validate-manifests';

export interface InventoryEntry {
  /** "/about/overview", or "*" for the not-found page. */
  route: string;
  /** The manifest file, relative to the project root: "page-manifests/about-overview.json". */
  file: string;
  /** null for a redirect. */
  title: string | null;
  description: string | null;
  /** The target route of a redirect manifest; null for a page. */
  redirect: string | null;
  /** The content the page reads; null for fixed-copy pages and redirects. */
  content: InventoryContent | null;
  /** In page order; empty for a redirect. */
  sections: InventorySection[];
}

export interface InventoryContent {
  /** The content document type, e.g. "whoWeAre". */
  document: string;
  /** The document's field the page reads ("governance"); null when the page reads the whole document. */
  path: string | null;
  /** "page": one loading/empty state for the page; "section": each bound section has its own. */
  states: 'page' | 'section';
}

export interface InventorySection {
  type: string;
  /** Anchor id (/#contact); null when the section has none. */
  id: string | null;
  /** "fixed": props only; "content": bound to the page's content (fixed props are its fallbacks). */
  source: 'fixed' | 'content';
  /** The fixed props, as written in the manifest ({} when none). */
  props: Record<string, unknown>;
  /** Where content feeds the section; empty for fixed sections. */
  bindings: InventoryBinding[];
  /** Fixed prop paths that stand in when the bound content lacks them ("primaryAction.href"). */
  fallbacks: string[];
  /** When all bound content is missing: hide the section, or render the fixed props. null for fixed sections. */
  ifMissing: 'hide' | 'fallback' | null;
  /** Pages with per-section states: "text" (the loading text) or "fallback" (the fixed props). null otherwise. */
  whileLoading: 'text' | 'fallback' | null;
}

export interface InventoryBinding {
  /** The prop path it fills ("hours.title"); null when one content object supplies all the props. */
  prop: string | null;
  /** The path in the page's content ("officeHours.title"). */
  path: string;
  /** The full path in the document, including the page's content path ("governance.heroSection"). */
  documentPath: string;
  /** For lists: item field renames, { "<prop field>": "<content field>" }. */
  fields: Record<string, string> | null;
}

export function manifestInventory(entries: ManifestEntry[]): InventoryEntry[] {
  return [...entries].sort(byRoute).map(({ file, manifest }) => {
    if (isRedirect(manifest)) {
      return {
        route: manifest.route,
        file,
        title: null,
        description: null,
        redirect: manifest.redirect,
        content: null,
        sections: [],
      };
    }
    const content = manifest.content
      ? {
          document: manifest.content.document,
          path: manifest.content.path ?? null,
          states: manifest.content.states ?? 'page',
        }
      : null;
    return {
      route: manifest.route,
      file,
      title: manifest.title,
      description: manifest.description,
      redirect: null,
      content,
      sections: manifest.sections.map((section): InventorySection => {
        const props = section.props ?? {};
        const bindings = section.from ? bindingsOf(section.from, content?.path ?? null) : [];
        return {
          type: section.type,
          id: section.id ?? null,
          source: section.from ? 'content' : 'fixed',
          props,
          bindings,
          fallbacks: section.from ? fallbacksOf(props, bindings) : [],
          ifMissing: section.from ? (section.ifMissing ?? 'hide') : null,
          whileLoading: section.from && content?.states === 'section' ? (section.whileLoading ?? 'text') : null,
        };
      }),
    };
  });
}

/** Home first, the not-found page last, the rest alphabetically: the order reviewers read in. */
export function byRoute(a: ManifestEntry, b: ManifestEntry): number {
  const order = (route: string) => (route === '/' ? 0 : route === '*' ? 2 : 1);
  return order(a.manifest.route) - order(b.manifest.route) || a.manifest.route.localeCompare(b.manifest.route);
}

function bindingsOf(source: SectionSource, pagePath: string | null): InventoryBinding[] {
  const binding = (prop: string | null, value: Binding): InventoryBinding => {
    const path = typeof value === 'string' ? value : value.path;
    return {
      prop,
      path,
      documentPath: pagePath ? `${pagePath}.${path}` : path,
      fields: typeof value === 'string' ? null : value.fields,
    };
  };
  if (typeof source === 'string') return [binding(null, source)];
  return Object.entries(source).map(([prop, value]) => binding(prop, value));
}

/** A fixed prop is a fallback when content may fill the same place: one prop path is, or lies under, the other. */
function fallbacksOf(props: Record<string, unknown>, bindings: InventoryBinding[]): string[] {
  const leaves = leafPaths(props);
  if (bindings.some((binding) => binding.prop === null)) return leaves;
  const overlaps = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
  return leaves.filter((leaf) => bindings.some((binding) => binding.prop !== null && overlaps(leaf, binding.prop)));
}

/** Dotted paths to the non-object values of props (lists count as values). */
function leafPaths(value: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, item]) =>
    isPlainObject(item) ? leafPaths(item, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
