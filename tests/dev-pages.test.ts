// @vitest-environment node
/**
 * The reviewers' pages in a real Vite dev server: /__manifests lists every route
 * and section type in use and shows a manifest's problems live; /__sections serves
 * the gallery's entry. (The production server's 404 is tested in tests/e2e.)
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewerPagesPlugin } from '../server/dev-pages/reviewer-pages-plugin';

const root = resolve(import.meta.dirname, '..');
const manifestFiles = readdirSync(resolve(root, 'page-manifests')).filter((name) => name !== 'manifest.schema.json');
const manifests = manifestFiles.map(
  (name) =>
    JSON.parse(readFileSync(resolve(root, 'page-manifests', name), 'utf8')) as {
      route: string;
      sections?: { type: string }[];
    },
);

async function listen(server: ViteDevServer): Promise<string> {
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('The dev server did not listen on a port');
  return `http://127.0.0.1:${address.port}`;
}

describe('the dev server, with the project config', () => {
  let server: ViteDevServer;
  let origin: string;
  beforeAll(async () => {
    server = await createServer({
      root,
      configFile: resolve(root, 'vite.config.ts'),
      logLevel: 'silent',
      server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
    });
    origin = await listen(server);
  }, 60_000);
  afterAll(() => server?.close());

  it('lists every route as a link and every section type in use at /__manifests', async () => {
    const response = await fetch(`${origin}/__manifests`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain('<label for="filter">');
    for (const manifest of manifests) {
      if (manifest.route !== '*') expect(html).toContain(`<a href="${manifest.route}">`);
      for (const section of manifest.sections ?? []) expect(html).toContain(`>${section.type}</code>`);
    }
    expect(html).toContain('page-manifests/contact.json');
    expect(html).toContain('0 problems');
  });

  it("serves the section gallery at /__sections: the page, its entry, and Vite's client", async () => {
    const response = await fetch(`${origin}/__sections`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Section gallery (dev)</title>');
    expect(html).toContain('/src/dev/section-gallery.tsx');
    expect(html).toContain('/@vite/client');
    expect((await fetch(`${origin}/src/dev/section-gallery.tsx`)).status).toBe(200);
  });
});

describe('/__manifests while a manifest is edited', () => {
  let directory: string;
  let server: ViteDevServer;
  let origin: string;
  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'reviewer-pages-'));
    mkdirSync(join(directory, 'page-manifests'));
    for (const name of ['buy.json', 'not-found.json']) {
      copyFileSync(resolve(root, 'page-manifests', name), join(directory, 'page-manifests', name));
    }
    server = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [reviewerPagesPlugin({ root, manifestsDir: join(directory, 'page-manifests') })],
      server: { host: '127.0.0.1', port: 0, hmr: false, watch: null },
    });
    origin = await listen(server);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('shows a problem beside its manifest on the next request, and drops it once fixed', async () => {
    const file = join(directory, 'page-manifests', 'buy.json');
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, good.replace('"type": "hero"', '"type": "heroo"'));
    const broken = await (await fetch(`${origin}/__manifests`)).text();
    const item = broken.slice(broken.indexOf('<li class="manifest broken"'));
    expect(item).toContain('/buy');
    expect(item).toMatch(/Problems<\/h3><ul><li>[^<]*buy\.json:\d+:\d+[^<]*heroo/);

    writeFileSync(file, good);
    const fixed = await (await fetch(`${origin}/__manifests`)).text();
    expect(fixed).not.toContain('manifest broken');
    expect(fixed).toContain('0 problems');
  });
});
