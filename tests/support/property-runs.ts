/**
 * fast-check settings shared by the property tests. A failure is shrunk to the
 * smallest input that still fails, then printed with its seed and path, e.g.
 *   Property failed after 37 tests { seed: 1618230437, path: "36:2:0", endOnFailure: true }
 * Replay exactly that input with
 *   FC_SEED=1618230437 FC_PATH=36:2:0 npx vitest run tests/sections.property.test.tsx -t 'section "hero"'
 * FC_RUNS overrides the number of inputs per section, e.g. FC_RUNS=5000 for a long soak.
 */
import type { Parameters } from 'fast-check';

export interface PropertyRuns<T> {
  parameters: Parameters<T>;
  /** Time allowed for all the runs of one property: generous, as CI machines are shared and slow. */
  timeoutMs: number;
}

/** `msPerRun`: about ten times the measured average, so only a hang fails on time. */
export function propertyRuns<T>(defaultRuns: number, msPerRun: number): PropertyRuns<T> {
  const { FC_SEED, FC_PATH, FC_RUNS } = process.env;
  const numRuns = FC_RUNS ? Number(FC_RUNS) : defaultRuns;
  return {
    parameters: {
      numRuns,
      // Without a seed fast-check picks a new one each run, so CI explores new inputs every time.
      ...(FC_SEED ? { seed: Number(FC_SEED) } : {}),
      ...(FC_PATH ? { path: FC_PATH } : {}),
    },
    // Shrinking a failure takes more runs than finding it.
    timeoutMs: 30_000 + numRuns * msPerRun,
  };
}
