/** What a bench run found, as bench-results/bench.json keeps it and report.ts renders it. */
import type { BuildName } from './builds';
import type { ContentCheck } from './content';
import type { EdgeResult } from './edge';
import type { InpRun, Phase } from './inp';
import type { LighthouseRun } from './lighthouse';
import type { Arrival, Motion } from './navigation';

export interface MachineState {
  cores: number;
  /** 1-minute load average when the run began and when it ended: the machine is shared. */
  loadAtStart: number;
  loadAtEnd: number;
  node: string;
  chromium: string;
}

export interface RouteFigures {
  route: string;
  /** The page (this build) loads an island: the whole-page budget applies, not the 5 kB one. */
  hasIsland: boolean;
  /** First-visit JavaScript (gzip) as each build declares it for the route (sizes.ts). */
  jsKb: Partial<Record<BuildName, number>>;
  /** What a first visit fetched, the page scrolled through (loaded-scripts.ts). */
  loadedJsKb: Partial<Record<BuildName, number>>;
  /** This build against its limit, medians of the runs. */
  lighthouse?: { site: LighthouseRun; limit: LighthouseRun; lcpRatio: number };
  content?: ContentCheck;
}

export interface InpFigures {
  scenario: string;
  route: string;
  phase: Phase;
  /** Per build, each run (inpMs NaN for a failed one). */
  runs: Partial<Record<BuildName, InpRun[]>>;
}

/** Where a navigation is measured: the two builds, and this build's limit (its HTML without scripts). */
export type NavigationSide = BuildName | 'limit';

export interface NavigationFigures {
  from: string;
  to: string;
  motion: Motion;
  runs: Partial<Record<NavigationSide, { ms: number; activationMs: number; arrival: Arrival }[]>>;
}

export interface BenchResults {
  date: string;
  runs: number;
  machine: MachineState;
  /** The "before" checkout, when one was measured. */
  before: string | undefined;
  routes: RouteFigures[];
  inp: InpFigures[];
  navigation: NavigationFigures[];
  edge: EdgeResult[];
}

/** The median of the values that were measured (NaN marks a failed run); NaN when none was. */
export function medianOf(values: number[] | undefined): number {
  const measured = (values ?? []).filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (measured.length === 0) return Number.NaN;
  const middle = Math.floor(measured.length / 2);
  return measured.length % 2 === 1 ? measured[middle]! : (measured[middle - 1]! + measured[middle]!) / 2;
}

/** A route's INP in a phase: the worst, over the scenarios on it, of their medians. */
export function routeInp(inp: InpFigures[], route: string, phase: Phase, build: BuildName): number {
  const medians = inp
    .filter((figures) => figures.route === route && figures.phase === phase)
    .map((figures) => medianOf(figures.runs[build]?.map((run) => run.inpMs)))
    .filter((value) => Number.isFinite(value));
  return medians.length === 0 ? Number.NaN : Math.max(...medians);
}
