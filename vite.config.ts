/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { contentServicePlugin, manifestRoutePlugin, pageManifestsPlugin } from './server/vite-plugins.ts';

const root = import.meta.dirname;
const inVitest = Boolean(process.env.VITEST);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    manifestRoutePlugin(),
    contentServicePlugin(resolve(root, 'content/production.ndjson')),
    // Tests validate manifests themselves (and with broken fixtures on purpose).
    ...(inVitest ? [] : [pageManifestsPlugin({ root, siteUrl: process.env.SITE_URL ?? 'https://www.mindrise-consulting.co.uk' })]),
  ],
  build: isSsrBuild
    ? {
        // `vite build --ssr`: the production server and the prerender entry, for Node.
        outDir: 'dist/server',
        emptyOutDir: true,
        rollupOptions: { input: { start: 'server/start.ts', 'entry-server': 'src/entry-server.tsx' } },
      }
    : { outDir: 'dist/client', emptyOutDir: true, sourcemap: true },
  server: { port: 5173 },
  preview: { port: 4173 },
  test: {
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'section-registry/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    testTimeout: 15000,
  },
}));
