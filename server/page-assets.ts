/**
 * Where each browser module of the build is, read from Vite's build manifest: the whole client
 * app's modules (for the few pages that run it), the island hydrator, and each section's island
 * component or enhancement, by section type. The sections' needs come from their defineSection
 * (the registry), given by the caller: this module is part of the server, which does not load the
 * registry to start.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { ScriptSources } from '../src/entry-server.tsx';
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

/** Every page manifest, read as the build reads them: for the budgets, the benchmark and the sweeps. */
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

/** The whole client app, for the pages that run it (entry-server.tsx). */
export const APP_MODULE = 'src/client/start.tsx';
/** React DOM, which the page runtime evaluates before the app, in a task of its own. */
export const REACT_DOM_MODULE = 'src/client/react-dom.ts';
/** The island hydrator: the one module that brings React to a page of islands. */
export const HYDRATOR_MODULE = 'src/browser/hydrate-island.tsx';

/** A section type's folder: cardGrid lives in section-registry/card-grid/. */
export const sectionFolderOf = (type: string) => type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

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

/** The page's own script: index.html's module, the page runtime (src/browser/page.ts). */
const HTML_ENTRY = 'index.html';

/** What every page runs: the page runtime and what it imports statically. */
export function runtimeFiles(build: BuildManifest): Set<string> {
  return withStaticImports(build, HTML_ENTRY);
}

/**
 * The app's modules, as URLs, in the order the page runtime imports them, each in a task of its
 * own: every chunk the app is built from, dependencies first (React with React DOM, the router with
 * the query cache), then the app, which starts itself. One import of the app would evaluate them
 * all in a single long task.
 */
export function appEntries(build: BuildManifest): string[] {
  const loadedByHtml = runtimeFiles(build);
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

/** A section type's browser need, as its defineSection declares it (BrowserNeed's kind). */
export type BrowserNeedKind = 'none' | 'enhancement' | 'island';

const url = (build: BuildManifest, key: string): string => {
  const chunk = build[key];
  if (!chunk) throw new Error(`The client build has no ${key}: check vite.config.ts's inputs`);
  return `/${chunk.file}`;
};

/** A section type's folder and the component file its defineSection loads: card-grid/CardGrid.tsx. */
export function sectionComponentKey(type: string): string {
  const folder = sectionFolderOf(type);
  return `section-registry/${folder}/${type.charAt(0).toUpperCase()}${type.slice(1)}.tsx`;
}

export function computeScriptSources(clientDir: string, needs: Record<string, BrowserNeedKind>): ScriptSources {
  const build = readBuildManifest(clientDir);
  const islands: Record<string, string> = {};
  const enhancements: Record<string, string> = {};
  for (const [type, need] of Object.entries(needs)) {
    if (need === 'island') islands[type] = url(build, sectionComponentKey(type));
    if (need === 'enhancement') enhancements[type] = url(build, `section-registry/${sectionFolderOf(type)}/enhance.ts`);
  }
  return { app: appEntries(build), hydrator: url(build, HYDRATOR_MODULE), islands, enhancements };
}

/** Written by the prerender step: the client's index.html, before pages overwrite it. */
export const TEMPLATE_FILE = '.vite/template.html';
/** Written by the prerender step: where the build's browser modules are (ScriptSources). */
export const SCRIPT_SOURCES_FILE = '.vite/script-sources.json';

export function readScriptSources(clientDir: string): ScriptSources {
  return JSON.parse(readFileSync(join(clientDir, SCRIPT_SOURCES_FILE), 'utf8')) as ScriptSources;
}

/** The built page of a route: dist/client/<route>/index.html, index.html, or 404.html for the not-found page. */
export function builtPageFile(route: string): string {
  return route === '*' ? '404.html' : route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}

/**
 * Every script file a built page can run, read from its HTML (its module scripts, the page's scripts
 * list: enhancements, the hydrator and each island's component, or the app), with what each imports
 * statically: the first visit's JavaScript once every island has woken.
 */
export function scriptFilesOfPage(build: BuildManifest, html: string): Set<string> {
  const byFile = new Map(Object.entries(build).map(([key, chunk]) => [chunk.file, key]));
  const files = new Set<string>();
  const add = (url: string) => {
    const key = byFile.get(url.replace(/^\//, ''));
    if (key) withStaticImports(build, key, files);
  };
  for (const [, src = ''] of html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g)) add(src);
  const list = /<script type="application\/json" id="page-scripts">([^<]*)<\/script>/.exec(html)?.[1];
  const scripts = list ? (JSON.parse(list) as { enhancements?: string[]; hydrator?: string; app?: string[] }) : {};
  for (const url of [...(scripts.enhancements ?? []), ...(scripts.app ?? [])]) add(url);
  const islands = [...html.matchAll(/\sdata-island-src="([^"]+)"/g)].map(([, src = '']) => src);
  if (islands.length > 0 && scripts.hydrator) add(scripts.hydrator);
  for (const src of islands) add(src);
  return files;
}
