/**
 * A page's code: its manifest, and its sections' components and schemas. Loaded once per file and
 * kept; the server and the build load each page as the whole client app does. A page the app runs
 * arrives with its manifest (see page-state.ts).
 */
import { use } from 'react';
import { isSectionType, sectionRegistry } from '../../section-registry';
import type { Manifest } from '../manifests/manifest-types';
import { loadManifest } from './manifest-modules';

export interface PageModule {
  /** The manifest file, e.g. "/page-manifests/about-overview.json". */
  file: string;
  /** Validated by the build; the browser trusts it as it is. */
  manifest: Manifest;
}

interface Entry {
  /** Set once a download failed: the page that asked shows the failure; the next visit starts afresh. */
  failed?: boolean;
  manifest: Promise<PageModule>;
  manifestLoaded?: PageModule;
  /** The manifest with its sections' code, created when first wanted. */
  complete?: Promise<PageModule>;
  completeLoaded?: PageModule;
}

const entries = new Map<string, Entry>();

function entryFor(file: string): Entry {
  const known = entries.get(file);
  if (known) return known;
  const entry: Entry = {
    manifest: loadManifest(file).then((raw) => {
      entry.manifestLoaded = { file, manifest: raw as Manifest };
      return entry.manifestLoaded;
    }),
  };
  entry.manifest.catch(() => (entry.failed = true));
  entries.set(file, entry);
  return entry;
}

function completeFor(entry: Entry): Promise<PageModule> {
  entry.complete ??= entry.manifest.then(async (page) => {
    await preloadSections(page);
    entry.completeLoaded = page;
    return page;
  });
  entry.complete.catch(() => (entry.failed = true));
  return entry.complete;
}

/** The first page's manifest, as the server sent it: no download needed. */
export function seedPage(file: string, manifest: Manifest): void {
  const page = { file, manifest };
  entries.set(file, { manifest: Promise.resolve(page), manifestLoaded: page });
}

/** Loads (once) a page's manifest and its sections' code: all it needs to render anything. */
export function loadPage(file: string): Promise<PageModule> {
  if (entries.get(file)?.failed) entries.delete(file);
  return completeFor(entryFor(file));
}

/**
 * The section components and schemas a page renders, so it can render without suspending.
 * A section whose code fails to load does not hold the page back: its boundary leaves it out.
 */
export function preloadSections({ manifest }: PageModule): Promise<unknown> {
  if ('redirect' in manifest) return Promise.resolve();
  const types = new Set(manifest.sections.map((section) => section.type).filter(isSectionType));
  return Promise.allSettled([...types].map((type) => sectionRegistry[type].preload()));
}

/**
 * The page module to render. The page the server sent hydrates from its manifest alone (each
 * section from the server's props as its code arrives); a page without server HTML (the dev
 * server) waits for its sections' code, loaded before the app starts (src/client/start.tsx).
 */
export function usePageModule(file: string): PageModule {
  const entry = entryFor(file);
  return entry.completeLoaded ?? entry.manifestLoaded ?? use(completeFor(entry));
}
