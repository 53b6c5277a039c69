/**
 * What `npm run bench -- <options>` asks for. Every part can be skipped, so that a quick run
 * (a few routes, one run, no edge benchmarks) takes minutes rather than the hour of a full one.
 *
 *   --before=<checkout>   a checkout with a build (dist/) to compare with, measured in the same run
 *   --routes=/,/contact   only these routes (and the INP scenarios and navigations on them)
 *   --runs=3              runs per measure (medians are reported)
 *   --skip=a,b            leave out: build, sizes, lighthouse, inp, navigation, edge
 *   --inp-every-route     also time the header menus on every route (by default, INP is measured
 *                         on the routes that have the things the issue names)
 *   --no-build            the same as --skip=build: measure dist/ as it is
 *
 * docs/performance.md is rewritten only by a full run: every route, every measure, 3 runs or more,
 * and a "before" build; any other run writes its tables to bench-results/ alone.
 */
import { flag, hasFlag, listFlag } from './flags';

export const PARTS = ['build', 'sizes', 'lighthouse', 'inp', 'navigation', 'edge'] as const;
export type Part = (typeof PARTS)[number];

export interface BenchOptions {
  before: string | undefined;
  routes: string[] | undefined;
  runs: number;
  skip: Set<Part>;
  inpEveryRoute: boolean;
}

const isPart = (name: string): name is Part => (PARTS as readonly string[]).includes(name);

export function readOptions(): BenchOptions {
  const skip = new Set<Part>();
  for (const name of listFlag('skip') ?? []) {
    if (!isPart(name)) throw new Error(`--skip=${name}: not one of ${PARTS.join(', ')}`);
    skip.add(name);
  }
  if (hasFlag('no-build')) skip.add('build');
  const runs = Number(flag('runs') ?? process.env.BENCH_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs=${flag('runs')}: a whole number, 1 or more`);
  return {
    before: flag('before'),
    routes: listFlag('routes') ?? process.env.BENCH_ROUTES?.split(','),
    runs,
    skip,
    inpEveryRoute: hasFlag('inp-every-route'),
  };
}

/** Whether this run measures everything the published figures are made of (medians of 3 or more). */
export const isFullRun = (options: BenchOptions) =>
  !options.routes && options.runs >= 3 && [...options.skip].every((part) => part === 'build');
