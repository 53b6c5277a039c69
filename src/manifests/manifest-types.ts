/** Manifest types and type guards for run-time code, without the zod schemas behind them. */
import type { Manifest, RedirectManifest } from './manifest-schema';

export type { ContentSource, Manifest, ManifestSection, PageManifest, RedirectManifest } from './manifest-schema';

export function isRedirect(manifest: Manifest): manifest is RedirectManifest {
  return 'redirect' in manifest;
}
