/** One Lighthouse run (its default mobile settings: throttled 4G, 4x CPU), reduced to the figures the bench reports. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The longest main-thread task, as Lighthouse simulates it (4x slowdown). */
  longestTaskMs: number;
  /**
   * The longest of those that started after the first paint: where the site's scripts run (the
   * entry waits for the paint). Before it, the browser parses, styles and lays out the page, as
   * it does for the limit. (Not "tasks Lighthouse attributes to a script": it attributes a task
   * by the first script URL in it, and the entry is inline, so the app's tasks carry the page's
   * URL, as the browser's own parsing does.)
   */
  longestTaskAfterPaintMs: number;
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, say): such a run is repeated. */
const ATTEMPTS = 3;
/**
 * A pause before each run, so the last run's renderer and Lighthouse's own processing of its
 * trace have finished: on two cores, they otherwise share the CPU with the page being measured
 * (the page without scripts measured a TBT of 0-118 ms across runs of the same page).
 */
const SETTLE_MS = 1500;

export async function runLighthouse(chromePort: number, url: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    await new Promise((settled) => setTimeout(settled, SETTLE_MS));
    try {
      return await runOnce(chromePort, url);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.warn(`  ${url}: ${error instanceof Error ? error.message : String(error)}; running again`);
    }
  }
}

async function runOnce(chromePort: number, url: string): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo'],
    // The not-found page answers 404 by design; its speed is measured like any page's.
    ignoreStatusCode: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => categories[id]?.score ?? 0;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const tasks =
    (audits['long-tasks']?.details as { items?: { duration: number; startTime: number }[] } | undefined)?.items ?? [];
  const longest = (items: { duration: number }[]) => Math.round(Math.max(0, ...items.map((item) => item.duration)));
  if (!Number.isFinite(numeric('largest-contentful-paint'))) throw new Error('Lighthouse measured no LCP');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    longestTaskMs: longest(tasks),
    longestTaskAfterPaintMs: longest(tasks.filter((task) => task.startTime >= numeric('first-contentful-paint'))),
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const of = (key: keyof LighthouseRun) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    seo: of('seo'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    longestTaskMs: of('longestTaskMs'),
    longestTaskAfterPaintMs: of('longestTaskAfterPaintMs'),
  };
}

export interface LighthouseFigures {
  site: LighthouseRun;
  limit: LighthouseRun;
  /** Median of the per-run ratios of LCP, site / limit (each pair measured one after the other). */
  lcpRatio: number;
}

/** One run of a route: both sides, or a side that failed every attempt (undefined). */
interface RunPair {
  site?: LighthouseRun;
  limit?: LighthouseRun;
}

async function runOrLog(chromePort: number, url: string): Promise<LighthouseRun | undefined> {
  try {
    return await runLighthouse(chromePort, url);
  } catch (error) {
    console.warn(`  ${url}: ${error instanceof Error ? error.message : String(error)}; this run is left out`);
    return undefined;
  }
}

/**
 * Each path on the site and on its limit, `runs` times, interleaved: site and limit one after the
 * other, in an order swapped from run to run, route after route. A run that fails every attempt
 * is left out of the medians (and its pair out of the LCP ratio), not the end of the bench.
 */
export async function lighthouseFigures(
  urls: { site: string; limit: string },
  paths: string[],
  runs: number,
): Promise<Map<string, LighthouseFigures>> {
  const measured = new Map(paths.map((path) => [path, [] as RunPair[]]));
  const chrome = await launchChrome();
  try {
    for (let run = 1; run <= runs; run++) {
      const sides = run % 2 === 1 ? (['site', 'limit'] as const) : (['limit', 'site'] as const);
      for (const path of paths) {
        const pair: RunPair = {};
        for (const side of sides) pair[side] = await runOrLog(chrome.port, `${urls[side]}${path}`);
        measured.get(path)!.push(pair);
        console.log(
          `Lighthouse run ${run}/${runs} ${path}: LCP ${pair.site?.lcpMs} ms (limit ${pair.limit?.lcpMs} ms), ` +
            `TBT ${pair.site?.tbtMs} ms (limit ${pair.limit?.tbtMs} ms)`,
        );
      }
    }
  } finally {
    chrome.kill();
  }
  const figures = new Map<string, LighthouseFigures>();
  for (const [path, pairs] of measured) {
    const site = pairs.flatMap((pair) => (pair.site ? [pair.site] : []));
    const limit = pairs.flatMap((pair) => (pair.limit ? [pair.limit] : []));
    const ratios = pairs.flatMap((pair) => (pair.site && pair.limit ? [pair.site.lcpMs / pair.limit.lcpMs] : []));
    if (site.length === 0 || limit.length === 0) continue;
    const [siteMedian, limitMedian] = [medianRun(site), medianRun(limit)];
    const lcpRatio = ratios.length > 0 ? median(ratios) : siteMedian.lcpMs / limitMedian.lcpMs;
    figures.set(path, { site: siteMedian, limit: limitMedian, lcpRatio: Number(lcpRatio.toFixed(2)) });
  }
  return figures;
}
