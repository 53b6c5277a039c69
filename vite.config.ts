/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { contentServicePlugin, manifestRoutePlugin, pageManifestsPlugin } from './server/vite-plugins.ts';

const root = import.meta.dirname;

/** Libraries every page runs (React, the router, Mantine, TanStack Query, zod, icons). */
const EVERY_PAGE_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|@mantine[\\/](core|hooks)|@floating-ui|clsx|zod|@tabler|react-remove-scroll[\w-]*|react-textarea-autosize|react-number-format|use-sidecar|use-callback-ref|use-composed-ref|use-isomorphic-layout-effect|use-latest|tslib|get-nonce|aria-hidden|tabbable|cookie|set-cookie-parser)[\\/]/;
const inVitest = Boolean(process.env.VITEST);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    manifestRoutePlugin(),
    contentServicePlugin(resolve(root, 'content/production.ndjson')),
    // Tests validate manifests themselves (and with broken fixtures on purpose).
    ...(inVitest
      ? []
      : [pageManifestsPlugin({ root, siteUrl: process.env.SITE_URL ?? 'https://www.mindrise-consulting.co.uk' })]),
  ],
  build: isSsrBuild
    ? {
        // `vite build --ssr`: the production server and the prerender entry, for Node.
        outDir: 'dist/server',
        emptyOutDir: true,
        rollupOptions: {
          input: {
            start: 'server/start.ts',
            'query-worker': 'server/query-worker.ts',
            'entry-server': 'src/entry-server.tsx',
          },
        },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        sourcemap: true,
        // One stylesheet: section styles are small, and prerendered HTML must not paint
        // a section before its styles arrive (they would otherwise come with its lazy JS).
        cssCodeSplit: false,
        // Lets scripts/prerender.ts add modulepreload hints for each page's own chunks.
        manifest: true,
        rolldownOptions: {
          output: {
            // A few well-sized chunks instead of dozens of tiny shared ones: on a phone each
            // request costs a round trip. The Sanity client and the carousel stay lazy.
            codeSplitting: {
              groups: [
                { name: 'vendor', test: EVERY_PAGE_LIBRARIES, priority: 20 },
                { name: 'sections-shared', test: /section-registry[\\/](shared|define-section)/, priority: 10 },
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
  },
}));
