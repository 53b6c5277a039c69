/**
 * The bench's tables, as Markdown: bench-results/bench.md after every run, and the generated part
 * of docs/performance.md (between its markers) after a full one.
 */
import { createRequire } from 'node:module';
import type { InpRun, Phase } from './inp';
import { MOTIONS } from './navigation';
import { medianOf, routeInp, type BenchResults, type NavigationSide } from './results';
import { checkTargets } from './targets';

/** The major version of the Lighthouse that measured, as its package names itself. */
const LIGHTHOUSE_MAJOR = (
  createRequire(import.meta.url)('lighthouse/package.json') as { version: string }
).version.split('.')[0];

export const DOC_START = '<!-- bench:start -->';
export const DOC_END = '<!-- bench:end -->';

const ms = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '–' : `${Math.round(value)} ms`;
const kb = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '–' : `${value} kB`);
const table = (header: string[], rows: string[][]) =>
  [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');

function machine({ date, runs, machine, before }: BenchResults): string {
  return [
    `Run of ${date.slice(0, 16).replace('T', ' ')} UTC: median of ${runs} run${runs === 1 ? '' : 's'} per figure;`,
    `${machine.cores} cores, load average ${machine.loadAtStart.toFixed(1)} at the start and ${machine.loadAtEnd.toFixed(1)} at the end`,
    `(the machine is shared: with a load above ${machine.cores}, other work was taking CPU from the browser, and`,
    `the slowest figures are the noisiest); Node ${machine.node}, ${machine.chromium}, Lighthouse ${LIGHTHOUSE_MAJOR}.`,
    before
      ? `"Before" is the build in \`${before}\`.`
      : 'No "before" build was given (--before): its columns are empty.',
  ].join(' ');
}

function targets(results: BenchResults): string {
  return checkTargets(results)
    .map(({ target, holds, detail }) => `- ${holds === undefined ? '–' : holds ? '✅' : '❌'} ${target}: ${detail}.`)
    .join('\n');
}

function routes({ routes, inp }: BenchResults): string {
  const rows = routes.map((row) => {
    const lighthouse = row.lighthouse;
    const inpPair = (phase: Phase) => {
      const before = routeInp(inp, row.route, phase, 'before');
      const after = routeInp(inp, row.route, phase, 'after');
      return Number.isNaN(before) && Number.isNaN(after) ? '–' : `${ms(before)} → ${ms(after)}`;
    };
    return [
      row.route,
      row.hasIsland ? 'yes' : 'no',
      `${kb(row.jsKb.before)} → ${kb(row.jsKb.after)}`,
      `${kb(row.loadedJsKb.before)} → ${kb(row.loadedJsKb.after)}`,
      lighthouse ? `${ms(lighthouse.site.lcpMs)} / ${ms(lighthouse.limit.lcpMs)}` : '–',
      lighthouse ? lighthouse.lcpRatio.toFixed(2) : '–',
      lighthouse ? String(lighthouse.site.cls) : '–',
      lighthouse ? `${ms(lighthouse.site.tbtMs)} / ${ms(lighthouse.limit.tbtMs)}` : '–',
      inpPair('during load'),
      inpPair('after load'),
      row.content ? `${row.content.found}/${row.content.total}${row.content.placeholder ? ', placeholder' : ''}` : '–',
    ];
  });
  return table(
    [
      'route',
      'island',
      'JS gz, declared (before → after)',
      'JS gz, fetched (before → after)',
      'LCP site / limit',
      'LCP ratio',
      'CLS',
      'TBT site / limit',
      'INP during load (before → after)',
      'INP after load (before → after)',
      'prose in HTML',
    ],
    rows,
  );
}

function inpScenarios({ inp }: BenchResults): string {
  const runsOf = (runs: InpRun[] | undefined) =>
    (runs ?? []).map((run) => (Number.isNaN(run.inpMs) ? 'failed' : String(Math.round(run.inpMs)))).join(', ') || '–';
  // The event types that were the slowest in a run: which part of an interaction waited.
  const worstOf = (runs: InpRun[] | undefined) => [...new Set((runs ?? []).map((run) => run.worst))].join(', ') || '–';
  const rows = inp.map((row) => [
    row.route,
    row.scenario,
    row.phase,
    ms(medianOf(row.runs.before?.map((run) => run.inpMs))),
    ms(medianOf(row.runs.after?.map((run) => run.inpMs))),
    `${runsOf(row.runs.before)} → ${runsOf(row.runs.after)}`,
    `${worstOf(row.runs.before)} → ${worstOf(row.runs.after)}`,
  ]);
  return table(['route', 'what the visitor uses', 'phase', 'before', 'after', 'each run (ms)', 'slowest event'], rows);
}

function navigation({ navigation }: BenchResults): string {
  const side = (row: BenchResults['navigation'][number], name: NavigationSide) => {
    const runs = row.runs[name];
    if (!runs) return '–';
    const arrivals = [...new Set(runs.map((run) => run.arrival))].join(', ');
    return `${ms(medianOf(runs.map((run) => run.ms)))} (${arrivals})`;
  };
  const activation = (row: BenchResults['navigation'][number]) =>
    ms(medianOf(row.runs.after?.map((run) => run.activationMs)));
  const rows = MOTIONS.flatMap((motion) =>
    navigation
      .filter((row) => row.motion === motion)
      .map((row) => [
        `${row.from} → ${row.to}`,
        motion,
        side(row, 'before'),
        side(row, 'after'),
        activation(row),
        side(row, 'limit'),
      ]),
  );
  return table(['link', 'motion', 'before', 'after', 'after: click to activation', 'limit (after, no scripts)'], rows);
}

function edge({ edge }: BenchResults): string {
  if (edge.length === 0) return 'Not run (--skip=edge).';
  return edge
    .map(
      (result) =>
        `**${result.name}** (${result.about})${result.ok ? '' : ', failed'}:\n\n\`\`\`text\n${result.output}\n\`\`\``,
    )
    .join('\n\n');
}

export function renderMarkdown(results: BenchResults): string {
  return [
    machine(results),
    '### Targets',
    targets(results),
    '### Every route',
    routes(results),
    '### INP, scenario by scenario',
    inpScenarios(results),
    '### Navigation after hover',
    navigation(results),
    '### Server and edge',
    edge(results),
  ].join('\n\n');
}

/** The document with its generated part (between the markers) replaced; the markers are added at its end if missing. */
export function updateDocument(document: string, generated: string): string {
  const start = document.indexOf(DOC_START);
  const end = document.indexOf(DOC_END);
  if (start === -1 || end === -1) return `${document.trimEnd()}\n\n${DOC_START}\n\n${generated}\n\n${DOC_END}\n`;
  return `${document.slice(0, start + DOC_START.length)}\n\n${generated}\n\n${document.slice(end)}`;
}
