/**
 * The server and edge benchmarks (each also runs on its own: see its file), run by `npm run bench`
 * one after another on this checkout's build, their printed figures kept as they are for the
 * report. Skipped with --skip=edge, for a quick run: they take a few minutes and measure the server,
 * which the page-level figures do not touch.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

export interface EdgeBenchmark {
  name: string;
  /** What it measures, for the report. */
  about: string;
  script: string;
  args: string[];
}

export const EDGE_BENCHMARKS: EdgeBenchmark[] = [
  {
    name: 'publish storm',
    about: 'a visitor every 25 ms while 20 publishes of every document land in 10 s',
    script: 'scripts/bench/publish-storm.ts',
    args: [],
  },
  {
    name: 'query starvation',
    about: "the site's own content read beside 50 loops of a costly public query",
    script: 'scripts/bench/query-starvation.ts',
    args: [],
  },
  {
    name: 'SIGTERM drain',
    about: 'requests lost across a deploy, behind a balancer and oblivious',
    script: 'scripts/bench/sigterm-drain.ts',
    args: ['--runs=3'],
  },
];

export interface EdgeResult {
  name: string;
  about: string;
  /** What the benchmark printed (or why it failed). */
  output: string;
  ok: boolean;
}

/** Runs one benchmark in its own process (tsx, as `npx tsx <script>` would), on this checkout. */
export function runEdgeBenchmark(benchmark: EdgeBenchmark): Promise<EdgeResult> {
  return new Promise((done) => {
    const child = spawn(
      process.execPath,
      [resolve('node_modules/tsx/dist/cli.mjs'), benchmark.script, ...benchmark.args],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error) => done({ ...benchmark, output: error.message, ok: false }));
    child.once('exit', (code) =>
      done({ name: benchmark.name, about: benchmark.about, output: output.trim(), ok: code === 0 }),
    );
  });
}
