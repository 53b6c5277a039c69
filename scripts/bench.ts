/**
 * `npm run bench`: the site against its limit, side by side in one run. The
 * limit is the very same build and server with every page's scripts and module
 * preloads removed (PAGE_VARIANT=limit): what its HTML and CSS alone achieve.
 *
 * Per route: Lighthouse (default mobile settings) score, LCP, TBT, CLS and the
 * longest task, median of BENCH_RUNS runs (3) for each side, runs interleaved;
 * the LCP ratio site / limit; first-visit JS and CSS (gzip, from the build);
 * whether the content is in the HTML. Writes bench-results/ and the README summary.
 * Lighthouse reaches each side through bench/favicon-hold.ts (the favicon, held
 * back alike on both sides, so that Chrome's own timing of it does not decide LCP).
 *
 * Options: --no-build (measure dist/ as it is), BENCH_ROUTES=/,/contact (a subset).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as prettier from 'prettier';
import { readPageSources } from '../server/page-assets';
import { startFaviconHold } from './bench/favicon-hold';
import { launchChrome, median, medianRun, runLighthouse, type LighthouseRun } from './bench/lighthouse';
import { renderMarkdown, updateReadme, type BenchRow } from './bench/report';
import { routeSizes } from './bench/sizes';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SITE_PORT = 4191;
const LIMIT_PORT = 4192;
/** Where Lighthouse reaches each side (see favicon-hold.ts). */
const MEASURED_PORT = { site: 4291, limit: 4292 };
const NOT_FOUND_PATH = '/no-such-page';

function startServer(port: number, variant: 'site' | 'limit'): ChildProcess {
  return spawn(process.execPath, [resolve('dist/server/start.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(variant === 'limit' ? { PAGE_VARIANT: 'limit' } : {}),
    },
    stdio: 'ignore',
  });
}

async function waitFor(port: number): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  throw new Error(`No server on port ${port}`);
}

/** The content is in the HTML: no loading state, and the page's document travels with it. */
async function contentInHtml(path: string, readsContent: boolean): Promise<boolean> {
  const html = await (await fetch(`http://127.0.0.1:${SITE_PORT}${path}`)).text();
  const state = /<script type="application\/json" id="page-state">(.*?)<\/script>/.exec(html)?.[1] ?? '';
  return !html.includes('Loading...') && (!readsContent || state.includes('"queryKey":["content"'));
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const wanted = process.env.BENCH_ROUTES?.split(',');
  const pages = readPageSources(resolve('page-manifests'))
    .filter((page) => page.sectionTypes.length > 0)
    .filter((page) => !wanted || wanted.includes(page.route))
    .sort((a, b) => a.route.localeCompare(b.route));
  const sizes = routeSizes(resolve('dist/client'), pages);
  const servers = [startServer(SITE_PORT, 'site'), startServer(LIMIT_PORT, 'limit')];
  const proxies = await Promise.all([
    startFaviconHold(MEASURED_PORT.site, SITE_PORT),
    startFaviconHold(MEASURED_PORT.limit, LIMIT_PORT),
  ]);
  const chrome = await launchChrome();
  try {
    await Promise.all([waitFor(SITE_PORT), waitFor(LIMIT_PORT)]);
    const runs = new Map(
      pages.map((page) => [page.route, { site: [] as LighthouseRun[], limit: [] as LighthouseRun[] }]),
    );
    for (let run = 1; run <= RUNS; run++) {
      for (const page of pages) {
        const path = page.route === '*' ? NOT_FOUND_PATH : page.route;
        const entry = runs.get(page.route)!;
        entry.site.push(await runLighthouse(chrome.port, `http://127.0.0.1:${MEASURED_PORT.site}${path}`));
        entry.limit.push(await runLighthouse(chrome.port, `http://127.0.0.1:${MEASURED_PORT.limit}${path}`));
        console.log(
          `run ${run}/${RUNS} ${path}: LCP ${entry.site.at(-1)?.lcpMs} ms (limit ${entry.limit.at(-1)?.lcpMs} ms)`,
        );
      }
    }
    const rows: BenchRow[] = [];
    for (const page of pages) {
      const entry = runs.get(page.route)!;
      const site = medianRun(entry.site);
      const limit = medianRun(entry.limit);
      const path = page.route === '*' ? NOT_FOUND_PATH : page.route;
      rows.push({
        route: page.route,
        site,
        limit,
        lcpRatio: Number(median(entry.site.map((r, i) => r.lcpMs / (entry.limit[i]?.lcpMs ?? r.lcpMs))).toFixed(2)),
        ...sizes.get(page.route)!,
        contentInHtml: await contentInHtml(path, page.readsContent),
      });
    }
    const results = { date: new Date().toISOString(), runs: RUNS, rows };
    mkdirSync('bench-results', { recursive: true });
    writeFileSync('bench-results/bench.json', `${JSON.stringify(results, null, 2)}\n`);
    const markdown = renderMarkdown(results);
    writeFileSync('bench-results/bench.md', markdown);
    if (!wanted) {
      // Formatted as `npm run format` would, so `npm test`'s format check still passes after a run.
      const readme = updateReadme(readFileSync('README.md', 'utf8'), results);
      const options = await prettier.resolveConfig('README.md');
      writeFileSync('README.md', await prettier.format(readme, { ...options, filepath: 'README.md' }));
    }
    console.log(markdown);
  } finally {
    chrome.kill();
    for (const proxy of proxies) proxy.close().closeAllConnections();
    for (const server of servers) server.kill();
  }
}

await main();
