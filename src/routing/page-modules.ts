/**
 * A page's code: its full manifest, and its sections' components. Loaded once
 * per file and kept, so a prefetched page renders at once on navigation, and
 * the server and the build load each page exactly as the browser does.
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
  manifest: Promise<PageModule>;
  /** The manifest and its sections' components. */
  complete: Promise<PageModule>;
  manifestLoaded?: PageModule;
  completeLoaded?: PageModule;
}

const entries = new Map<string, Entry>();

function entryFor(file: string): Entry {
  const known = entries.get(file);
  if (known) return known;
  const manifest = loadManifest(file).then((raw) => {
    entry.manifestLoaded = { file, manifest: raw as Manifest };
    return entry.manifestLoaded;
  });
  const complete = manifest.then(async (page) => {
    await preloadSections(page);
    entry.completeLoaded = page;
    return page;
  });
  const entry: Entry = { manifest, complete };
  // A failed download may succeed later (a flaky network): forget it so the next visit tries again.
  complete.catch(() => entries.delete(file));
  entries.set(file, entry);
  return entry;
}

/** Loads (once) a page's manifest and its sections' code. */
export function loadPage(file: string): Promise<PageModule> {
  return entryFor(file).complete;
}

/** Loads (once) just a page's manifest: enough to hydrate, as sections hydrate when their code arrives. */
export function loadPageManifest(file: string): Promise<PageModule> {
  return entryFor(file).manifest;
}

/** The section components a page renders, so it can render without suspending. */
export function preloadSections({ manifest }: PageModule): Promise<unknown> {
  if ('redirect' in manifest) return Promise.resolve();
  const types = new Set(manifest.sections.map((section) => section.type).filter(isSectionType));
  return Promise.all([...types].map((type) => sectionRegistry[type].preload()));
}

/**
 * The page module to render. While hydrating, the manifest is enough (each
 * section hydrates when its code arrives); on navigation it suspends until the
 * sections' code is there too, so the new page appears whole.
 */
export function usePageModule(file: string, { hydrating }: { hydrating: boolean }): PageModule {
  const entry = entryFor(file);
  const ready = entry.completeLoaded ?? (hydrating ? entry.manifestLoaded : undefined);
  return ready ?? use(entry.complete);
}
