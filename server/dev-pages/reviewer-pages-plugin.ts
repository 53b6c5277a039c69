/**
 * The reviewers' pages, in the dev server only (`apply: 'serve'`): /__manifests,
 * the manifest list re-checked on every request, and /__sections, the section
 * gallery (a client entry, src/dev/section-gallery.tsx). The build never sees
 * them, so the production server answers both with its not-found page.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Connect, Plugin } from 'vite';
import type * as inventoryModule from '../../src/manifests/inventory.ts';
import type * as problemsModule from '../../src/manifests/problems.ts';
import type * as validateModule from '../../src/manifests/validate-manifests.ts';
import { manifestsPage } from './manifests-page.ts';

export const MANIFESTS_PATH = '/__manifests';
export const SECTIONS_PATH = '/__sections';
/** Sent over Vite's HMR socket when a manifest changes; the /__manifests page reloads on it. */
export const MANIFESTS_CHANGED_EVENT = 'reviewers:manifests-changed';

/** The gallery's page: served here by the dev server, and built on its own for the visual tests (`npm run build:gallery`). */
export const GALLERY_HTML_FILE = 'src/dev/sections.html';

interface ReviewerPagesOptions {
  /** The project root: where the validator's source lives. */
  root: string;
  /** Defaults to <root>/page-manifests. */
  manifestsDir?: string;
}

export function reviewerPagesPlugin({ root, manifestsDir }: ReviewerPagesOptions): Plugin {
  const directory = manifestsDir ?? resolve(root, 'page-manifests');
  // Loaded with tsx, as the manifest check in vite-plugins.ts is: the validator imports the registry (TypeScript).
  const load = <T>(file: string) => tsImport(pathToFileURL(resolve(root, file)).href, import.meta.url) as Promise<T>;

  async function renderManifests(): Promise<string> {
    const [validator, problems, inventory] = await Promise.all([
      load<typeof validateModule>('src/manifests/validate-manifests.ts'),
      load<typeof problemsModule>('src/manifests/problems.ts'),
      load<typeof inventoryModule>('src/manifests/inventory.ts'),
    ]);
    const set = validator.readManifestDirectory(directory, root);
    return manifestsPage({
      inventory: inventory.manifestInventory(set.entries),
      problems: set.problems.map((problem) => ({ file: problem.file, text: problems.formatProblem(problem) })),
    });
  }

  return {
    name: 'reviewer-pages',
    apply: 'serve',
    configureServer(server) {
      server.watcher.add(directory);
      const onChange = (file: string) => {
        if (file.startsWith(directory)) server.ws.send({ type: 'custom', event: MANIFESTS_CHANGED_EVENT });
      };
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, onChange);

      const handle: Connect.NextHandleFunction = (request, response, next) => {
        const path = request.url?.split('?')[0];
        const page =
          path === MANIFESTS_PATH
            ? renderManifests()
            : path === SECTIONS_PATH
              ? server.transformIndexHtml(SECTIONS_PATH, readFileSync(resolve(root, GALLERY_HTML_FILE), 'utf8'))
              : undefined;
        if (!page) return next();
        page.then(
          (html) => {
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.setHeader('Cache-Control', 'no-store');
            response.end(html);
          },
          (error: unknown) => next(error),
        );
      };
      // Before Vite's own middlewares, whose HTML fallback would answer these paths with the app.
      server.middlewares.use(handle);
    },
  };
}
