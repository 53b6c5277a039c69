/**
 * Which chunks a page needs before it can hydrate: its manifest, its sections'
 * components (and what they import), and the content client on content pages.
 * Read from Vite's build manifest, so each prerendered page can ask for them
 * all at once instead of discovering them one import at a time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type BuildManifest = Record<string, ManifestChunk>;

interface PageSource {
  file: string;
  route: string;
  sectionTypes: string[];
  readsContent: boolean;
}

/** A section type's folder: cardGrid lives in section-registry/card-grid/. */
export const sectionFolderOf = (type: string) => type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export function readPageSources(manifestsDir: string): Map<string, PageSource> {
  const pages = new Map<string, PageSource>();
  for (const name of readdirSync(manifestsDir)) {
    if (!name.endsWith('.json') || name === 'manifest.schema.json') continue;
    const manifest = JSON.parse(readFileSync(join(manifestsDir, name), 'utf8')) as {
      route: string;
      content?: unknown;
      sections?: { type: string }[];
    };
    pages.set(manifest.route, {
      file: `page-manifests/${name}`,
      route: manifest.route,
      sectionTypes: (manifest.sections ?? []).map((section) => section.type),
      readsContent: manifest.content !== undefined,
    });
  }
  return pages;
}

export function preloadsFor(page: PageSource, build: BuildManifest): string[] {
  const entry = Object.values(build).find((chunk) => chunk.isEntry);
  const alreadyLoaded = new Set([entry?.file, ...(entry?.imports ?? []).map((key) => build[key]?.file)]);
  const wanted = new Set<string>();
  const add = (key: string | undefined) => {
    const chunk = key ? build[key] : undefined;
    if (!chunk || alreadyLoaded.has(chunk.file) || wanted.has(chunk.file)) return;
    wanted.add(chunk.file);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  add(page.file);
  for (const type of new Set(page.sectionTypes)) {
    const prefix = `section-registry/${sectionFolderOf(type)}/`;
    add(Object.keys(build).find((key) => key.startsWith(prefix) && build[key]?.isDynamicEntry));
  }
  if (page.readsContent) add('src/content/sanity-client.ts');
  return [...wanted];
}

export function readBuildManifest(clientDir: string): BuildManifest {
  return JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
}
