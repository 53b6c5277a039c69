/**
 * `npm run bench -- --before=<checkout with a build>`: this build against the one before it, and
 * against its limit (the same HTML without scripts: PAGE_VARIANT=limit), in one run on one machine.
 * What it measures, and the targets, are in docs/performance.md; the options in bench/options.ts.
 *
 * Parts, each skippable: the build; first-visit JavaScript per route (declared by each build, and
 * fetched by a browser); Lighthouse on this build and its limit; INP at 4x CPU slowdown on both
 * builds, during load and after it; navigation after hover; the server and edge benchmarks.
 * Writes bench-results/bench.{json,md}, and, after a full run, the tables of docs/performance.md.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import * as prettier from 'prettier';
import { builtPageFile, readPageSources, type PageSource } from '../server/page-assets';
import { launchBrowser } from './bench/browser';
import { beforeRoot, serveBuilds, type ServedBuild } from './bench/builds';
import { contentReader } from './bench/content';
import { EDGE_BENCHMARKS, runEdgeBenchmark, type EdgeResult } from './bench/edge';
import { inpFigures } from './bench/inp';
import { headerMenus, SCENARIOS } from './bench/interactions';
import { lighthouseFigures, type LighthouseFigures } from './bench/lighthouse';
import { loadedScriptFigures } from './bench/loaded-scripts';
import { NAVIGATIONS, navigationFigures } from './bench/navigation';
import { isFullRun, readOptions, type BenchOptions } from './bench/options';
import { renderMarkdown, updateDocument } from './bench/report';
import type { BenchResults, RouteFigures } from './bench/results';
import { sizesOf } from './bench/sizes';

const DOCUMENT = 'docs/performance.md';
/** The not-found page has no route of its own: any unknown path shows it (and answers 404). */
const pathOf = (route: string) => (route === '*' ? '/no-such-page' : route);

function pagesToMeasure(options: BenchOptions): PageSource[] {
  const pages = readPageSources(resolve('page-manifests'))
    .filter((page) => page.sectionTypes.length > 0)
    .sort((a, b) => a.route.localeCompare(b.route));
  const unknown = options.routes?.filter((route) => !pages.some((page) => page.route === route)) ?? [];
  if (unknown.length > 0) throw new Error(`--routes: no page at ${unknown.join(', ')}`);
  return pages.filter((page) => !options.routes || options.routes.includes(page.route));
}

async function chromiumVersion(): Promise<string> {
  const browser = await launchBrowser();
  try {
    return `Chromium ${browser.version()}`;
  } finally {
    await browser.close();
  }
}

/** The part of the run that needs the servers: everything measured in a browser. */
async function measurePages(
  options: BenchOptions,
  pages: PageSource[],
  builds: ServedBuild[],
): Promise<Pick<BenchResults, 'routes' | 'inp' | 'navigation'>> {
  const routes = pages.map((page) => page.route);
  const paths = routes.map(pathOf);
  const after = builds.find((build) => build.name === 'after')!;
  const declared = options.skip.has('sizes')
    ? []
    : await Promise.all(builds.map((build) => sizesOf(build.root, routes)));
  const fetched = options.skip.has('sizes')
    ? new Map<string, RouteFigures['loadedJsKb']>()
    : await loadedScriptFigures(builds, paths);
  const lighthouse = options.skip.has('lighthouse')
    ? new Map<string, LighthouseFigures>()
    : await lighthouseFigures(after.lighthouseUrl, paths, options.runs);
  const scenarios = [
    ...SCENARIOS,
    ...(options.inpEveryRoute ? paths.filter((path) => path !== '/').map(headerMenus) : []),
  ].filter((scenario) => paths.includes(scenario.route));
  const inp = options.skip.has('inp') ? [] : await inpFigures(builds, scenarios, options.runs);
  const navigations = NAVIGATIONS.filter((navigation) => paths.includes(navigation.from));
  const navigation = options.skip.has('navigation') ? [] : await navigationFigures(builds, navigations, options.runs);
  const readContent = contentReader(process.cwd());
  const rows: RouteFigures[] = [];
  for (const page of pages) {
    const path = pathOf(page.route);
    const html = await (await fetch(`${after.siteUrl}${path}`)).text();
    const built = readFileSync(join('dist/client', builtPageFile(page.route)), 'utf8');
    rows.push({
      route: page.route,
      hasIsland: built.includes('data-island-src='),
      jsKb: Object.fromEntries(builds.map((build, index) => [build.name, declared[index]?.get(page.route)?.jsKb])),
      loadedJsKb: fetched.get(path) ?? {},
      lighthouse: lighthouse.get(path),
      content: readContent(page.file.replace(/^\//, ''), html),
    });
  }
  return { routes: rows, inp, navigation };
}

async function writeResults(results: BenchResults, full: boolean): Promise<string> {
  const markdown = renderMarkdown(results);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/bench.json', `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync('bench-results/bench.md', `${markdown}\n`);
  if (full) {
    // Formatted as `npm run format` would, so the format check still passes after a run.
    const document = updateDocument(readFileSync(DOCUMENT, 'utf8'), markdown);
    const options = await prettier.resolveConfig(DOCUMENT);
    writeFileSync(DOCUMENT, await prettier.format(document, { ...options, filepath: DOCUMENT }));
  }
  return markdown;
}

async function main() {
  const options = readOptions();
  if (!options.skip.has('build')) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const loadAtStart = loadavg()[0]!;
  const pages = pagesToMeasure(options);
  const before = beforeRoot(options.before);
  const { builds, stop } = await serveBuilds(before);
  let measured: Pick<BenchResults, 'routes' | 'inp' | 'navigation'>;
  let chromium: string;
  try {
    chromium = await chromiumVersion();
    measured = await measurePages(options, pages, builds);
  } finally {
    await stop();
  }
  const edge: EdgeResult[] = [];
  if (!options.skip.has('edge')) {
    for (const benchmark of EDGE_BENCHMARKS) {
      console.log(`${benchmark.name}…`);
      edge.push(await runEdgeBenchmark(benchmark));
    }
  }
  const results: BenchResults = {
    date: new Date().toISOString(),
    runs: options.runs,
    machine: { cores: cpus().length, loadAtStart, loadAtEnd: loadavg()[0]!, node: process.version, chromium },
    before,
    ...measured,
    edge,
  };
  const full = isFullRun(options) && before !== undefined;
  console.log(await writeResults(results, full));
  console.log(
    full
      ? `\nWritten to bench-results/ and ${DOCUMENT}.`
      : `\nWritten to bench-results/ (a partial run: ${DOCUMENT} is left as it is).`,
  );
}

await main();
