/**
 * Which chunks a page needs besides the app: its manifest and its sections'
 * components (with what they import). Read from Vite's build manifest, so each
 * page can fetch them all at once, after its first paint, instead of
 * discovering them one import at a time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ManifestChunk {
  file: string;
  css?: string[];
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

export interface PageSource {
  /** As the app's glob names it: "/page-manifests/about-overview.json". */
  file: string;
  route: string;
  sectionTypes: string[];
  readsContent: boolean;
}

/** The app's chunk, imported by the entry once the page has painted. */
export const APP_MODULE = 'src/client/start.tsx';
/** React DOM, which the entry evaluates first, in a task of its own. */
export const REACT_DOM_MODULE = 'src/client/react-dom.ts';

/** A section type's folder: cardGrid lives in section-registry/card-grid/. */
export const sectionFolderOf = (type: string) => type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export function readPageSources(manifestsDir: string): PageSource[] {
  return readdirSync(manifestsDir)
    .filter((name) => name.endsWith('.json') && name !== 'manifest.schema.json')
    .map((name) => {
      const manifest = JSON.parse(readFileSync(join(manifestsDir, name), 'utf8')) as {
        route: string;
        content?: unknown;
        sections?: { type: string }[];
      };
      return {
        file: `/page-manifests/${name}`,
        route: manifest.route,
        sectionTypes: (manifest.sections ?? []).map((section) => section.type),
        readsContent: manifest.content !== undefined,
      };
    });
}

export function readBuildManifest(clientDir: string): BuildManifest {
  return JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
}

/** Every chunk a chunk statically imports, itself included. */
function withStaticImports(build: BuildManifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = build[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(build, imported, into);
  return into;
}

/** The page's own script: index.html's module, the entry. */
const HTML_ENTRY = 'index.html';

/** The entry (inline in the HTML, see inline-entry.ts) and the app it imports after the first paint. */
export function appFiles(build: BuildManifest): Set<string> {
  const files = withStaticImports(build, HTML_ENTRY);
  withStaticImports(build, REACT_DOM_MODULE, files);
  withStaticImports(build, APP_MODULE, files);
  return files;
}

/** What the HTML itself carries: the entry, inline (the rest waits for the first paint). Its file stays in the build for its size and source map. */
export function entryFiles(build: BuildManifest): Set<string> {
  return withStaticImports(build, HTML_ENTRY);
}

/**
 * The modules the entry imports in turn, as URLs, each in a task of its own:
 * every chunk the app is built from, dependencies first (React with React DOM,
 * the router with the query cache, the sections' building blocks), then the app. One
 * import of the app would evaluate them all in a single task, some 60 ms of a
 * phone's main thread at once; chunk by chunk, no task is long. React DOM's
 * module comes right after its chunks: importing it runs React DOM's setup.
 */
export function appEntries(build: BuildManifest): string[] {
  const loadedByHtml = entryFiles(build);
  const ordered: string[] = [];
  const visit = (key: string) => {
    const chunk = build[key];
    if (!chunk) throw new Error(`The build has no ${key}: check vite.config.ts's inputs`);
    if (loadedByHtml.has(chunk.file) || ordered.includes(chunk.file)) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    ordered.push(chunk.file);
  };
  visit(REACT_DOM_MODULE);
  visit(APP_MODULE);
  return ordered.map((file) => `/${file}`);
}

/**
 * Every chunk a page runs beyond the entry, as URLs: the app, then the page's
 * sections' components (its manifest and props travel in the page). The entry
 * preloads them all at once after the first paint, so none waits for another.
 */
export function pageModules(page: PageSource, build: BuildManifest): string[] {
  const loadedByHtml = entryFiles(build);
  const app = [...appFiles(build)].filter((file) => !loadedByHtml.has(file));
  const already = appFiles(build);
  const wanted = new Set<string>(app);
  const add = (key: string | undefined) => {
    if (!key) return;
    for (const file of withStaticImports(build, key)) if (!already.has(file)) wanted.add(file);
  };
  for (const type of new Set(page.sectionTypes)) {
    const prefix = `section-registry/${sectionFolderOf(type)}/`;
    // Not the schema (a first visit parses nothing) nor the structured-data builder (the server's alone).
    const isComponent = (key: string) =>
      key.startsWith(prefix) && !/\/(schema|structured-data)\.ts$/.test(key) && build[key]?.isDynamicEntry === true;
    add(Object.keys(build).find(isComponent));
  }
  return [...wanted].map((file) => `/${file}`);
}

/** Written by the prerender step: the client's index.html, before pages overwrite it. */
export const TEMPLATE_FILE = '.vite/template.html';
/** Written by the prerender step: each manifest file's own chunks. */
export const PAGE_MODULES_FILE = '.vite/page-modules.json';

export interface PageScripts {
  /** See PageState.entries. */
  entries: string[];
  /** Each manifest file's chunks (see pageModules). */
  modules: Record<string, string[]>;
}

export function computePageScripts(clientDir: string, manifestsDir: string): PageScripts {
  const build = readBuildManifest(clientDir);
  return {
    entries: appEntries(build),
    modules: Object.fromEntries(readPageSources(manifestsDir).map((page) => [page.file, pageModules(page, build)])),
  };
}

export function readPageScripts(clientDir: string): PageScripts {
  return JSON.parse(readFileSync(join(clientDir, PAGE_MODULES_FILE), 'utf8')) as PageScripts;
}
