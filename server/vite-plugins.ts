/**
 * The two Vite plugins: the embedded content service (dev server and preview),
 * and manifest validation (build, dev and `npm start` refuse a broken manifest;
 * the build also emits routes.json for the server, sitemap.xml and robots.txt).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin, PreviewServer, ViteDevServer } from 'vite';
import { createContentService, type ContentService } from './content-service.ts';
import type * as manifestProblems from '../src/manifests/problems.ts';
import type * as themeModule from '../src/theme.ts';
import type * as designTokensModule from '../src/design-tokens.ts';
import { fallbackFontFaces } from './typeface.ts';
import type * as validateManifests from '../src/manifests/validate-manifests.ts';
import type { SiteRoutes } from './site-manifest.ts';
import { ROUTES_FILE } from './site-manifest.ts';

export function contentServicePlugin(datasetFile: string): Plugin {
  // Created on first use: `vite build` loads this config too, and needs no query workers.
  let service: ContentService | undefined;
  const mount = (server: ViteDevServer | PreviewServer) => {
    service ??= createContentService({ datasetFile });
    const { handle } = service;
    server.middlewares.use(handle);
    server.httpServer?.on('close', () => void service?.close());
  };
  return { name: 'embedded-content-service', configureServer: mount, configurePreviewServer: mount };
}

/**
 * `page-manifests/x.json?route` is that manifest's route, its redirect target
 * or its content document: enough for the app to hold the whole route table
 * (and prefetch a page's content alongside its code) while each page's full
 * manifest loads only with that page.
 */
export function manifestRoutePlugin(): Plugin {
  return {
    name: 'manifest-route',
    enforce: 'pre',
    load(id) {
      const [file, query] = id.split('?');
      if (query !== 'route' || !file?.endsWith('.json')) return null;
      const manifest: unknown = JSON.parse(readFileSync(file, 'utf8'));
      const field = (source: unknown, key: string) => {
        const value: unknown = typeof source === 'object' && source !== null ? Reflect.get(source, key) : undefined;
        return typeof value === 'string' ? value : undefined;
      };
      const content: unknown =
        typeof manifest === 'object' && manifest !== null ? Reflect.get(manifest, 'content') : null;
      const entry = {
        route: field(manifest, 'route') ?? null,
        redirect: field(manifest, 'redirect'),
        document: field(content, 'document'),
      };
      return `export default ${JSON.stringify(entry)};`;
    },
  };
}

const THEME_CSS = 'virtual:mantine-theme.css';
// A file-like id (no "\0" prefix), so Vite's CSS pipeline processes it like any stylesheet.
const RESOLVED_THEME_CSS = '/@mantine-theme-variables.css';

/**
 * `virtual:mantine-theme.css`: Mantine's CSS variables for the site's theme,
 * made at build time by Mantine's own resolver, then the design tokens' custom
 * properties (src/design-tokens.ts) and the typeface's metric-matched fallback.
 * MantineProvider would write the theme's variables into every page body as a
 * <style> element instead (see SiteMantineProvider). The site is light only: the
 * light scheme's variables sit on :root.
 */
/**
 * Mantine's default palettes the site never names (pink, grape, violet…): their hundreds of
 * variables were about 1.6 kB of the gzipped stylesheet, which blocks the first paint. Kept: the
 * site's own palettes, the primary colour, gray and dark (Mantine's own rules use them) and red
 * (the error colour, and the Advanced level's badge) and teal (transformation's success ticks).
 */
const MANTINE_PALETTES_IN_USE = new Set(['gray', 'dark', 'red', 'teal']);

/**
 * Mantine's variables for what the site never draws with Mantine: overlays' stacking order, the
 * breakpoints (media queries compile to ems, never var()), the primary colour's second names for the
 * brand's shades, the hover and text tones of variants only Mantine's buttons use, form controls'
 * states, and sizes no component here is given. About 570 bytes of the gzipped stylesheet. A palette's
 * shades and its filled, light and outline tones stay: a tag names them at run time ("red.9", "gray"
 * light). tests/e2e/css-variables.spec.ts fails if the built site names one of these.
 */
export const NEVER_NAMED: readonly RegExp[] = [
  /^--mantine-z-index-/,
  /^--mantine-breakpoint-/,
  /^--mantine-primary-color-(\d|light|filled-hover|contrast)/,
  /^--mantine-color-[a-z]+-(text|filled-hover|light-hover|outline-hover)$/,
  /^--mantine-color-(error|success|placeholder|disabled)/,
  /^--mantine-(cursor-type|heading-font-weight|font-size-xl|shadow-(xs|xl)|radius-(xs|xl))$/,
  /^--mantine-line-height-(xs|sm|lg|xl)$/,
  /^--mantine-font-weight-(medium|bold)$/,
];

function withoutUnusedVariables(
  variables: Record<string, string>,
  theme: { colors: Record<string, unknown>; primaryColor: string },
  defaults: { colors: Record<string, unknown> },
): Record<string, string> {
  const unused = Object.keys(defaults.colors).filter(
    (name) => !MANTINE_PALETTES_IN_USE.has(name) && name !== theme.primaryColor,
  );
  const isUnused = (variable: string) =>
    unused.some((name) => variable.startsWith(`--mantine-color-${name}-`) || variable === `--mantine-color-${name}`) ||
    NEVER_NAMED.some((pattern) => pattern.test(variable));
  return Object.fromEntries(Object.entries(variables).filter(([variable]) => !isUnused(variable)));
}

export function mantineThemePlugin(root: string, siteUrl: string): Plugin {
  const load = <T>(file: string) => {
    const path = resolve(root, file);
    return tsImport(pathToFileURL(path).href, import.meta.url) as Promise<T>;
  };
  return {
    name: 'mantine-theme-variables',
    resolveId: (id) => (id === THEME_CSS ? RESOLVED_THEME_CSS : null),
    async load(id) {
      if (id !== RESOLVED_THEME_CSS) return null;
      for (const file of ['src/theme.ts', 'src/design-tokens.ts']) this.addWatchFile(resolve(root, file));
      const [{ theme }, tokens, mantine] = await Promise.all([
        load<typeof themeModule>('src/theme.ts'),
        load<typeof designTokensModule>('src/design-tokens.ts'),
        import('@mantine/core'),
      ]);
      const merged = mantine.mergeMantineTheme(mantine.DEFAULT_THEME, theme);
      const { variables, light } = mantine.defaultCssVariablesResolver(merged);
      const themeCss = mantine.convertCssVariables(
        {
          variables: withoutUnusedVariables({ ...variables, ...light }, merged, mantine.DEFAULT_THEME),
          light: {},
          dark: {},
        },
        ':root',
      );
      // The public origin as a CSS string: printed pages name where their links lead (src/shell/global.css).
      const siteOrigin = `:root { --site-origin: ${JSON.stringify(new URL(siteUrl).origin)}; }`;
      return [themeCss, tokens.designTokensCss(), fallbackFontFaces(), siteOrigin].join('\n');
    },
  };
}

type ManifestTools = typeof validateManifests & typeof manifestProblems;

/**
 * The validator imports the section registry (TypeScript, zod). Vite bundles
 * its config without the app's transforms, so the validator is loaded with tsx
 * at run time instead of being imported here.
 */
async function loadManifestTools(root: string): Promise<ManifestTools> {
  const load = (file: string): Promise<unknown> => tsImport(pathToFileURL(resolve(root, file)).href, import.meta.url);
  const [validator, problems] = await Promise.all([
    load('src/manifests/validate-manifests.ts') as Promise<typeof validateManifests>,
    load('src/manifests/problems.ts') as Promise<typeof manifestProblems>,
  ]);
  return { ...validator, ...problems };
}

export interface ManifestCheck {
  routes: SiteRoutes;
  /** Every problem, one per line (file:line:col path: reason), or undefined when all are valid. */
  error?: string;
}

/** Validates a manifests directory the way the build does, and collects the route table. */
export async function checkManifests(root: string, directory: string): Promise<ManifestCheck> {
  const tools = await loadManifestTools(root);
  const { entries, problems } = tools.readManifestDirectory(directory, root);
  const routes: SiteRoutes = { pages: [], redirects: {} };
  for (const { manifest } of entries) {
    if ('redirect' in manifest) routes.redirects[manifest.route] = manifest.redirect;
    else if (manifest.route !== '*') routes.pages.push(manifest.route);
  }
  if (problems.length === 0) return { routes };
  const lines = problems.map((problem) => `  ${tools.formatProblem(problem)}`).join('\n');
  return { routes, error: `Invalid page manifest${problems.length === 1 ? '' : 's'}:\n${lines}` };
}

interface PageManifestsOptions {
  /** The project root: where the validator's source lives. */
  root: string;
  siteUrl: string;
  /** Defaults to <root>/page-manifests. */
  manifestsDir?: string;
}

export function pageManifestsPlugin(options: PageManifestsOptions): Plugin {
  const directory = options.manifestsDir ?? resolve(options.root, 'page-manifests');
  let routes: SiteRoutes = { pages: [], redirects: {} };
  // The server bundle (vite build --ssr) needs neither validation nor the emitted files.
  let serverBuild = false;

  async function validate(): Promise<string | undefined> {
    const result = await checkManifests(options.root, directory);
    routes = result.routes;
    return result.error;
  }

  return {
    name: 'page-manifests',
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
    },
    async buildStart() {
      if (serverBuild) return;
      const error = await validate();
      if (error) this.error(error);
      this.addWatchFile(directory);
    },
    generateBundle() {
      if (serverBuild) return;
      this.emitFile({ type: 'asset', fileName: ROUTES_FILE, source: JSON.stringify(routes, null, 2) });
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemap(options.siteUrl, routes.pages) });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robots(options.siteUrl) });
    },
    configureServer(server) {
      server.watcher.add(directory);
      server.watcher.on('change', (file) => {
        if (!file.startsWith(directory)) return;
        void validate().then((error) => {
          if (!error) return;
          server.config.logger.error(error);
          server.ws.send({ type: 'error', err: { message: error, stack: '' } });
        });
      });
    },
  };
}

/** Everything may be crawled; the sitemap is named by its absolute URL, as the robots.txt standard asks. */
function robots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}

function sitemap(siteUrl: string, pages: string[]): string {
  const urls = [...pages]
    .sort()
    .map((page) => `  <url><loc>${new URL(page, siteUrl).href}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
