/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import {
  contentServicePlugin,
  manifestRoutePlugin,
  mantineThemePlugin,
  pageManifestsPlugin,
} from './server/vite-plugins.ts';
import { inlineEntryPlugin } from './server/inline-entry.ts';
import { mantineCssCheckPlugin } from './server/mantine-css-check.ts';
import { fontPreloadPlugin } from './server/typeface.ts';
import { siteUrlFromEnvironment } from './server/site-url.ts';
import { reviewerPagesPlugin } from './server/dev-pages/reviewer-pages-plugin.ts';

const root = import.meta.dirname;

/**
 * React with React DOM, and the router with the query cache: every page runs them, and they change
 * less often than the site, so each is a long-cached chunk. Two chunks, not one: the entry evaluates
 * them a task each (server/page-assets.ts); as one they were a single long task on a phone. (More
 * chunks would cost more gzip than they save in evaluation.)
 */
const FRAMEWORK_CHUNKS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  {
    name: 'router-and-query',
    test: /node_modules[\\/](react-router|cookie-es|@remix-run[\\/]route-pattern|@tanstack)[\\/]/,
  },
];
const inVitest = Boolean(process.env.VITEST);

/**
 * `vite build --mode gallery` (`npm run build:gallery`): the section gallery (src/dev/sections.html,
 * the dev server's /__sections) built as production code with the site's CSS pipeline, into
 * dist/gallery, for the visual tests. It is never part of the site.
 */
const GALLERY_BUILD = {
  outDir: 'dist/gallery',
  emptyOutDir: true,
  // One stylesheet, in the order the site's has it: the same cascade, the same pictures.
  cssCodeSplit: false,
  rolldownOptions: { input: { sections: resolve(root, 'src/dev/sections.html') } },
};

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    react(),
    manifestRoutePlugin(),
    mantineThemePlugin(root, siteUrlFromEnvironment()),
    // The site's pages only: the gallery keeps its script tag.
    ...(mode === 'gallery' ? [] : [inlineEntryPlugin(), fontPreloadPlugin()]),
    // The build fails if Mantine's PostCSS syntax (rem(), @mixin) reached the CSS unconverted.
    mantineCssCheckPlugin(),
    contentServicePlugin(resolve(root, 'content/production.ndjson')),
    // /__manifests and /__sections: the dev server only (apply: 'serve'), never the build.
    reviewerPagesPlugin({ root }),
    // Tests validate manifests themselves (and with broken fixtures on purpose).
    ...(inVitest ? [] : [pageManifestsPlugin({ root, siteUrl: siteUrlFromEnvironment() })]),
  ],
  build: isSsrBuild
    ? {
        // `vite build --ssr`: the production server, its query worker and the prerender entry, for Node.
        outDir: 'dist/server',
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: {
          input: {
            start: 'server/start.ts',
            'query-worker': 'server/query-worker.ts',
            'entry-server': 'src/entry-server.tsx',
          },
          output: {
            // The app's code in chunks of its own, never inside an entry: a module the server and a
            // section both import once landed in start.js, so the prerender, importing the section,
            // started the server and never finished.
            codeSplitting: {
              groups: [{ name: 'site', test: /[\\/](src|section-registry)[\\/](?!entry-server\.tsx)/ }],
            },
          },
        },
      }
    : mode === 'gallery'
      ? GALLERY_BUILD
      : {
          outDir: 'dist/client',
          emptyOutDir: true,
          // Everything in dist/client is served: a source map there would publish the full sources.
          sourcemap: false,
          // One stylesheet: section styles are small, and prerendered HTML must not paint
          // a section before its styles arrive (they would otherwise come with its lazy JS).
          cssCodeSplit: false,
          // Lets scripts/prerender.ts list each page's own chunks (see server/page-assets.ts).
          manifest: true,
          // No modulepreload hints from Vite: the first paint waits for the entry alone. A page lists its
          // own chunks (server/page-assets.ts); the entry preloads them once the page has painted.
          modulePreload: false,
          rolldownOptions: {
            // The page (index.html, whose script is the small entry), and the two modules that entry
            // imports by URL once the page has painted: React DOM, then the app.
            input: {
              index: resolve(root, 'index.html'),
              app: 'src/client/start.tsx',
              'react-dom': 'src/client/react-dom.ts',
            },
            output: {
              // Mantine's components go with the sections that use them; the framework is one
              // long-cached chunk, and the sections' shared building blocks another.
              codeSplitting: {
                groups: [
                  // Vite's small wrapper around dynamic imports (it reports failed chunks as vite:preloadError):
                  // on its own, since in a shared chunk it would pull that chunk ahead of the first paint.
                  { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 30 },
                  ...FRAMEWORK_CHUNKS.map((chunk) => ({ ...chunk, priority: 20 })),
                  // Not the schema building blocks: they load with the schemas, which a first visit never needs.
                  {
                    name: 'sections-shared',
                    test: /section-registry[\\/](shared[\\/](?!schemas|tone)|define-section)/,
                    priority: 10,
                  },
                ],
              },
            },
          },
        },
  server: { port: 5173 },
  preview: { port: 4173 },
  test: {
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: [
      'src/**/*.test.{ts,tsx}',
      'section-registry/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'tests/**/*.test.{ts,tsx}',
    ],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    testTimeout: 15000,
    // Every core: vitest's default leaves one free, which on these 2-core machines is one worker and
    // about 70 s more for the suite. The tests that time themselves allow for a busy machine.
    maxWorkers: availableParallelism(),
  },
}));
