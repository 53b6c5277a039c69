/**
 * INP at 4x CPU slowdown (Emulation.setCPUThrottlingRate 4), read in the page as web-vitals reads
 * it: a PerformanceObserver on 'event' entries (durationThreshold 16) and 'first-input', installed
 * before the page's own scripts; an interaction's latency is the longest duration among its
 * entries; INP is the worst interaction, or the one at the 98th percentile once there are 50 or
 * more (one skipped per 50). A scenario that left no entry had every interaction under 16 ms: 0.
 *
 * Two phases. "During load": the visitor acts as soon as the thing shows, while the page's scripts
 * arrive and run (a click waiting behind hydration is what INP catches). "After load": the network
 * is quiet, the section is in view, any island in it has hydrated and the main thread has idled.
 */
import type { Browser, Page } from 'playwright';
import { launchBrowser, newVisit, settled } from './browser';
import type { ServedBuild } from './builds';
import type { Scenario } from './interactions';
import type { InpFigures } from './results';

export const CPU_SLOWDOWN = 4;
export const PHASES = ['during load', 'after load'] as const;
export type Phase = (typeof PHASES)[number];

export interface InpRun {
  /** NaN when the run failed (its error is logged). */
  inpMs: number;
  /** Interactions the browser counted (performance.interactionCount): the inputs were real. */
  interactions: number;
  /** The event type of the worst interaction's longest entry. */
  worst: string;
}

interface Interactions {
  latencies: { duration: number; name: string }[];
  count: number;
}

/** Runs in the page, before its scripts (serialised by Playwright: it uses nothing from outside). */
function observeInteractions(): void {
  const byInteraction = new Map<number, { duration: number; name: string }>();
  const record = (entries: PerformanceEntryList) => {
    for (const entry of entries as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      const seen = byInteraction.get(entry.interactionId);
      if (!seen || entry.duration > seen.duration)
        byInteraction.set(entry.interactionId, { duration: entry.duration, name: entry.name });
    }
  };
  const events = new PerformanceObserver((list) => record(list.getEntries()));
  // durationThreshold is Event Timing's own option (16 ms is its minimum); lib.dom does not know it.
  events.observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  // The first input is reported whatever its duration.
  const first = new PerformanceObserver((list) => record(list.getEntries()));
  first.observe({ type: 'first-input', buffered: true });
  const read = (): Interactions => {
    record(events.takeRecords());
    record(first.takeRecords());
    return { latencies: [...byInteraction.values()], count: performance.interactionCount };
  };
  Object.assign(window, { benchInteractions: read });
}

/** web-vitals' rule: the worst, skipping one per 50 interactions. */
export function inpOf({ latencies, count }: Interactions): { inpMs: number; worst: string } {
  const sorted = [...latencies].sort((a, b) => b.duration - a.duration);
  const chosen = sorted[Math.min(sorted.length - 1, Math.floor(count / 50))];
  return { inpMs: chosen?.duration ?? 0, worst: chosen?.name ?? '-' };
}

/** The visitor scrolls to the section (a scroll is no interaction). */
async function scrollTo(page: Page, region: string): Promise<void> {
  const section = page.locator(region).first();
  await section.waitFor();
  await section.evaluate((element) => element.scrollIntoView({ block: 'center' }));
}

/** The section is in view, the islands in or around it have hydrated, and the page is quiet. */
async function readyToUse(page: Page, region: string): Promise<void> {
  await scrollTo(page, region);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction((selector) => {
    const section = document.querySelector(selector);
    return [...document.querySelectorAll('[data-island]')]
      .filter((island) => section && (island.contains(section) || section.contains(island)))
      .every((island) => island.hasAttribute('data-hydrated'));
  }, region);
  await settled(page);
}

/** Playwright colours its call log for a terminal: the colour codes are left out of the bench's log. */
const TERMINAL_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const plain = (text: string) => text.replace(TERMINAL_COLOUR, '');

export async function measureInp(browser: Browser, origin: string, scenario: Scenario, phase: Phase): Promise<InpRun> {
  const { page, close } = await newVisit(browser, { cpuSlowdown: CPU_SLOWDOWN });
  try {
    page.setDefaultTimeout(30_000);
    await page.addInitScript(observeInteractions);
    const url = `${origin}${scenario.route}`;
    if (phase === 'during load') {
      // 'commit': the document has started to arrive; the visitor acts as soon as the thing shows.
      await page.goto(url, { waitUntil: 'commit' });
      await scrollTo(page, scenario.region);
      await scenario.act(page);
      await page.waitForLoadState('load');
    } else {
      await page.goto(url, { waitUntil: 'networkidle' });
      await readyToUse(page, scenario.region);
      await scenario.act(page);
    }
    await settled(page);
    const interactions = await page.evaluate(() =>
      (window as unknown as { benchInteractions: () => Interactions }).benchInteractions(),
    );
    return { ...inpOf(interactions), interactions: interactions.count };
  } catch (error) {
    // Playwright's message ends in its call log: its first lines say what it was waiting for.
    const message = error instanceof Error ? plain(error.message).split('\n').slice(0, 3).join(' | ') : String(error);
    console.warn(`  INP ${scenario.name} (${phase}) at ${origin}${scenario.route}: ${message}`);
    return { inpMs: Number.NaN, interactions: 0, worst: 'failed' };
  } finally {
    await close();
  }
}

/**
 * Every scenario in both phases, `runs` times, on every build: interleaved (each scenario on each
 * build in turn, the builds' order swapped from run to run), so the machine's moods fall on both
 * alike. A failed visit is tried once more before it counts as failed.
 */
export async function inpFigures(builds: ServedBuild[], scenarios: Scenario[], runs: number): Promise<InpFigures[]> {
  const figures = scenarios.flatMap((scenario) =>
    PHASES.map((phase): InpFigures & { scenarioOf: Scenario } => ({
      scenario: scenario.name,
      route: scenario.route,
      phase,
      runs: {},
      scenarioOf: scenario,
    })),
  );
  const browser = await launchBrowser();
  try {
    for (let run = 1; run <= runs; run++) {
      const order = run % 2 === 1 ? builds : [...builds].reverse();
      for (const row of figures) {
        const line: string[] = [];
        for (const build of order) {
          let result = await measureInp(browser, build.siteUrl, row.scenarioOf, row.phase);
          if (Number.isNaN(result.inpMs)) result = await measureInp(browser, build.siteUrl, row.scenarioOf, row.phase);
          (row.runs[build.name] ??= []).push(result);
          line.push(`${build.name} ${Math.round(result.inpMs)} ms`);
        }
        console.log(`INP run ${run}/${runs} ${row.route} ${row.scenario} (${row.phase}): ${line.join(', ')}`);
      }
    }
  } finally {
    await browser.close();
  }
  return figures.map(({ scenarioOf: _, ...row }) => row);
}
