/**
 * The JavaScript a first visit actually downloads, read from the network: an empty cache, the page
 * loaded and then scrolled through to its end (islands may wait to be seen before they load), until
 * the network is quiet. Each script's body is gzipped here (level 9), as sizes.ts does with the
 * build's files, so the figures of both builds compare whatever the server's encodings. Inline
 * scripts are part of the HTML and not counted. This is the check on sizes.ts, which reads what a
 * page declares from the build rather than what the browser fetched.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Request } from 'playwright';
import { launchBrowser, newVisit } from './browser';
import type { BuildName, ServedBuild } from './builds';

const QUIET_MS = 500;
/** A stream that never ends (a live connection) must not hold the visit for ever. */
const QUIET_DEADLINE_MS = 10_000;

/** No request in flight for QUIET_MS (Playwright's 'networkidle' is a load state, reached once). */
async function networkQuiet(page: Page, pending: Set<Request>): Promise<void> {
  const deadline = Date.now() + QUIET_DEADLINE_MS;
  for (let quietSince = Date.now(); Date.now() - quietSince < QUIET_MS && Date.now() < deadline;) {
    await page.waitForTimeout(50);
    if (pending.size > 0) quietSince = Date.now();
  }
}

export interface LoadedScripts {
  /** NaN when the visit failed (its error is logged). */
  jsKb: number;
  files: number;
}

export async function measureLoadedScripts(browser: Browser, url: string): Promise<LoadedScripts> {
  const { page, close } = await newVisit(browser);
  const bodies = new Map<string, Promise<number>>();
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  page.on('response', (response) => {
    const isScript = (response.headers()['content-type'] ?? '').includes('javascript');
    if (!isScript || bodies.has(response.url())) return;
    bodies.set(
      response.url(),
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    );
  });
  try {
    page.setDefaultTimeout(30_000);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate(async () => {
      for (let top = 0; top < document.documentElement.scrollHeight; top += innerHeight / 2) {
        scrollTo(0, top);
        await new Promise((done) => setTimeout(done, 100));
      }
    });
    await networkQuiet(page, pending);
    const sizes = await Promise.all(bodies.values());
    return { jsKb: Number((sizes.reduce((sum, size) => sum + size, 0) / 1024).toFixed(1)), files: sizes.length };
  } catch (error) {
    console.warn(`  loaded scripts at ${url}: ${error instanceof Error ? error.message : String(error)}`);
    return { jsKb: Number.NaN, files: 0 };
  } finally {
    await close();
  }
}

/** Each path on each build, once: the bytes a first visit fetches do not vary from run to run. */
export async function loadedScriptFigures(
  builds: ServedBuild[],
  paths: string[],
): Promise<Map<string, Partial<Record<BuildName, number>>>> {
  const figures = new Map<string, Partial<Record<BuildName, number>>>();
  const browser = await launchBrowser();
  try {
    for (const path of paths) {
      const row: Partial<Record<BuildName, number>> = {};
      for (const build of builds)
        row[build.name] = (await measureLoadedScripts(browser, `${build.siteUrl}${path}`)).jsKb;
      figures.set(path, row);
      console.log(`fetched JS ${path}: ${builds.map((build) => `${build.name} ${row[build.name]} kB`).join(', ')}`);
    }
  } finally {
    await browser.close();
  }
  return figures;
}
