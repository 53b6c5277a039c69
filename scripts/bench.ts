/**
 * `npm run bench`: measures the production build (run `npm run build` first).
 *
 * - What a first visit downloads per page (JS, CSS, total, compressed as served)
 * - Server latency for a page, a hashed asset and a content query (median, p95)
 * - Lighthouse on a throttled mid-range phone (its default mobile settings), as medians of several runs
 *
 * Figures, not pass/fail: these machines are noisy. Results go to bench-results/.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = Number(process.env.BENCH_PORT ?? 4190);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = ['/', '/about/overview', '/services/overview', '/courses/mr-bootcamps', '/contact', '/privacy-policy'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? Number.NaN;

function timeRequest(path: string): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const started = performance.now();
    const req = request(`${ORIGIN}${path}`, { headers: { 'accept-encoding': 'br' } }, (res) => {
      res.resume();
      res.on('end', () => resolvePromise(performance.now() - started));
    });
    req.on('error', reject);
    req.end();
  });
}

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await timeRequest('/');
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  throw new Error('The server did not start');
}

async function serverLatency() {
  const targets = {
    page: '/about/overview',
    asset: '/favicon.svg',
    content: `/v2025-05-18/data/query/production?query=${encodeURIComponent('*[_type == $type][0]')}&%24type=%22whoWeAre%22`,
  };
  const result: Record<string, { medianMs: number; p95Ms: number }> = {};
  for (const [name, path] of Object.entries(targets)) {
    const samples: number[] = [];
    for (let i = 0; i < 200; i++) samples.push(await timeRequest(path));
    result[name] = { medianMs: round(median(samples)), p95Ms: round(percentile(samples, 0.95)) };
  }
  return result;
}

const round = (value: number, places = 2) => Number(value.toFixed(places));

interface PageRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  cssKb: number;
  totalKb: number;
}

async function lighthouseRun(port: number, path: string): Promise<PageRun> {
  const result = await lighthouse(`${ORIGIN}${path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const items =
    (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)
      ?.items ?? [];
  const kb = (type: string) => round((items.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024, 1);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: round(numeric('cumulative-layout-shift'), 3),
    jsKb: kb('script'),
    cssKb: kb('stylesheet'),
    totalKb: kb('total'),
  };
}

function medianRun(runs: PageRun[]): PageRun {
  const of = (key: keyof PageRun) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    jsKb: of('jsKb'),
    cssKb: of('cssKb'),
    totalKb: of('totalKb'),
  };
}

async function main() {
  const server = spawn(process.execPath, [resolve('dist/server/start.js')], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  try {
    await waitForServer();
    const latency = await serverLatency();
    console.log('Server latency (200 sequential requests each):');
    console.table(latency);

    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
    const pages: Record<string, PageRun> = {};
    try {
      for (const path of PAGES) {
        const runs: PageRun[] = [];
        for (let run = 0; run < RUNS; run++) runs.push(await lighthouseRun(chrome.port, path));
        pages[path] = medianRun(runs);
      }
    } finally {
      chrome.kill();
    }
    console.log(`Lighthouse, mobile (throttled), median of ${RUNS} runs:`);
    console.table(pages);

    mkdirSync('bench-results', { recursive: true });
    const file = `bench-results/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
    writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), runs: RUNS, latency, pages }, null, 2));
    console.log(`Written to ${file}`);
  } finally {
    server.kill();
  }
}

await main();
