/** The bench's table (bench-results/bench.md) and its summary in the README. */
import { createRequire } from 'node:module';
import type { LighthouseRun } from './lighthouse';

/** The major version of the Lighthouse that measured, as its package names itself. */
const LIGHTHOUSE_MAJOR = (
  createRequire(import.meta.url)('lighthouse/package.json') as { version: string }
).version.split('.')[0];

export interface BenchRow {
  route: string;
  site: LighthouseRun;
  limit: LighthouseRun;
  /** Median of the per-run ratios of LCP, site / limit. */
  lcpRatio: number;
  jsKb: number;
  cssKb: number;
  contentInHtml: boolean;
}

export interface BenchResults {
  date: string;
  runs: number;
  rows: BenchRow[];
}

const README_START = '<!-- bench:start -->';
const README_END = '<!-- bench:end -->';

export function renderMarkdown({ date, runs, rows }: BenchResults): string {
  const header =
    '| route | score | LCP | limit LCP | LCP ratio | TBT (limit) | longest task (limit) | longest task after first paint (limit) | CLS | JS (gz) | CSS (gz) | content in HTML | a11y | SEO |\n' +
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|';
  const lines = rows.map(
    (row) =>
      `| ${row.route} | ${row.site.performance.toFixed(2)} | ${row.site.lcpMs} ms | ${row.limit.lcpMs} ms | ${row.lcpRatio.toFixed(2)} | ${row.site.tbtMs} ms (${row.limit.tbtMs} ms) | ${row.site.longestTaskMs} ms (${row.limit.longestTaskMs} ms) | ${row.site.longestTaskAfterPaintMs} ms (${row.limit.longestTaskAfterPaintMs} ms) | ${row.site.cls} | ${row.jsKb} kB | ${row.cssKb} kB | ${row.contentInHtml ? 'yes' : 'no'} | ${row.site.accessibility.toFixed(2)} | ${row.site.seo.toFixed(2)} |`,
  );
  return `Lighthouse ${LIGHTHOUSE_MAJOR} (mobile defaults), median of ${runs} runs per side, ${date.slice(0, 10)}.\n\n${header}\n${lines.join('\n')}\n\n${summary(rows)}\n`;
}

function summary(rows: BenchRow[]): string {
  const worst = <T>(pick: (row: BenchRow) => T, compare: (a: T, b: T) => number) => rows.map(pick).sort(compare)[0];
  const highest = (a: number, b: number) => b - a;
  const lowest = (a: number, b: number) => a - b;
  return [
    `Across ${rows.length} routes, worst case:`,
    `performance ${worst((row) => row.site.performance, lowest)?.toFixed(2)},`,
    `LCP ratio ${worst((row) => row.lcpRatio, highest)?.toFixed(2)},`,
    `TBT ${worst((row) => row.site.tbtMs, highest)} ms,`,
    `longest task after the first paint ${worst((row) => row.site.longestTaskAfterPaintMs, highest)} ms,`,
    // The limit runs no script, so its longest task is the browser's own: the README's prose points here.
    `the limit's longest task ${worst((row) => row.limit.longestTaskMs, lowest)}-${worst((row) => row.limit.longestTaskMs, highest)} ms,`,
    `CLS ${worst((row) => row.site.cls, highest)},`,
    `first-visit JS ${worst((row) => row.jsKb, highest)} kB gz,`,
    `content in the HTML on ${rows.filter((row) => row.contentInHtml).length} of ${rows.length},`,
    `accessibility ${worst((row) => row.site.accessibility, lowest)?.toFixed(2)},`,
    `SEO ${worst((row) => row.site.seo, lowest)?.toFixed(2)}.`,
  ].join(' ');
}

/** Replaces the README's bench summary (between the markers) with this run's table. */
export function updateReadme(readme: string, results: BenchResults): string {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start === -1 || end === -1) return readme;
  return `${readme.slice(0, start + README_START.length)}\n${renderMarkdown(results)}${readme.slice(end)}`;
}
