/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import {
  contentServicePlugin,
  manifestRoutePlugin,
  mantineThemePlugin,
  pageManifestsPlugin,
} from './server/vite-plugins.ts';
import { mantineCssCheckPlugin } from './server/mantine-css-check.ts';
import { fontPreloadPlugin } from './server/typeface.ts';
import { arrivalScriptPlugin } from './server/arrival-script.ts';
import { deferredEntryPlugin } from './server/deferred-entry.ts';
import { siteUrlFromEnvironment } from './server/site-url.ts';
import { shortClassNames } from './server/short-class-names.ts';
import { reviewerPagesPlugin } from './server/dev-pages/reviewer-pages-plugin.ts';

const root = import.meta.dirname;

/**
 * React with React DOM (every island and the app), and the router with the query cache (the app
 * only): each a long-cached chunk that changes less often than the site. Two chunks, not one: a page
 * of islands needs React alone, and the app evaluates them a task each (server/page-assets.ts).
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
 * Each section's component and enhancement as an entry of its own (section-registry/<folder>/
 * <Folder>.tsx and enhance.ts, the files its defineSection imports; server/page-assets.ts finds them by
 * the same names, and tests/server-render.contract.test.tsx holds each page to the scripts its sections
 * declare). As the app's dynamic imports alone they would lean on the app's chunk for what they share
 * with it, and an island would pull the whole app into its page.
 */
function sectionEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  const dir = resolve(root, 'section-registry');
  for (const folder of readdirSync(dir, { withFileTypes: true })) {
    if (!folder.isDirectory() || folder.name === 'shared') continue;
    const name = folder.name.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
    const component = `section-registry/${folder.name}/${name}.tsx`;
    if (existsSync(resolve(root, component))) entries[`section-${folder.name}`] = component;
    const enhancement = `section-registry/${folder.name}/enhance.ts`;
    if (existsSync(resolve(root, enhancement))) entries[`enhance-${folder.name}`] = enhancement;
  }
  return entries;
}

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

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  // Short CSS-module class names in every build (server/short-class-names.ts); readable ones in dev.
  css: command === 'build' ? { modules: { generateScopedName: shortClassNames(root) } } : {},
  plugins: [
    react(),
    manifestRoutePlugin(),
    mantineThemePlugin(root, siteUrlFromEnvironment()),
    // The site's pages only: the gallery has its own. The page's scripts are asked for after its first paint.
    // A page reached from another of the site's fades in (server/arrival-script.ts).
    ...(mode === 'gallery' ? [] : [fontPreloadPlugin(), deferredEntryPlugin(), arrivalScriptPlugin()]),
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
              groups: [
                { name: 'site', test: /[\\/](src|section-registry)[\\/](?!entry-server\.tsx)/ },
                // start.js's first import, a chunk of its own: on an unsupported Node it stops the
                // process before the server's modules are evaluated (server/supported-node.ts).
                { name: 'supported-node', test: /[\\/](server[\\/]supported-node\.ts|scripts[\\/]node-engines\.mjs)$/ },
              ],
            },
          },
          checks: {
            // src/content/queries.ts imports the Sanity client dynamically so that a browser downloads it
            // only when a page reads content; the server imports it statically anyway (server-reader.ts,
            // entry-server.tsx). In this build the split can save nothing (a server loads all its code),
            // so the warning that it is ineffective here is noise, not a problem: the client build still
            // gives the client a chunk of its own (assets/sanity-client-*.js).
            ineffectiveDynamicImport: false,
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
          // No modulepreload hints from Vite: a page names what it runs (entry-server.tsx), no more.
          modulePreload: false,
          rolldownOptions: {
            // The hydrator and the sections' modules are imported by URL at run time: their exports must stay.
            preserveEntrySignatures: 'exports-only',
            // The page template (index.html, whose one script is the page runtime, src/browser/page.ts),
            // the island hydrator (React arrives with it, when an island wakes), and the whole client
            // app for the few pages that run it: React DOM, then the app. The sections' enhancements
            // and islands are the app's dynamic imports (the registry), so each is a module of its own.
            input: {
              index: resolve(root, 'index.html'),
              hydrator: 'src/browser/hydrate-island.tsx',
              app: 'src/client/start.tsx',
              'react-dom': 'src/client/react-dom.ts',
              ...sectionEntries(),
            },
            output: {
              // Shared code is split by who shares it, so an island never pulls in what only the app
              // or another section uses (Mantine, the router, zod); the framework is long-cached.
              codeSplitting: {
                groups: [
                  // Vite's small wrapper around dynamic imports: on its own, never inside a shared chunk.
                  { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 30 },
                  ...FRAMEWORK_CHUNKS.map((chunk) => ({ ...chunk, priority: 20 })),
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
