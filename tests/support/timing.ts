/** Timings for cost tests: the median of a few runs, so one pause of a busy machine cannot decide. */
export async function medianMs(runs: number, task: () => unknown): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await task();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

/** A path of 16,000 slashes between two segments: the largest such path Node's 16 KiB header limit lets through. */
export const SLASH_RUN_PATH = `/about${'/'.repeat(16_000)}overview`;
