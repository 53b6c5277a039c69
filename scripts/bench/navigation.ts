/**
 * Navigation after hover: the visitor rests the pointer on a link, and once the browser has had
 * time to act on the page's Speculation Rules (moderate eagerness: a prefetch, and a prerender,
 * after a 200 ms hover), clicks it. Timed from the click (the click event's time in the old
 * document) to the first paint of the new page, both read on the browser's clock
 * (performance.timeOrigin + a page's own time, so two documents' times compare):
 *
 * - a new document: its first-paint entry (for a prerendered page, the first paint after its
 *   activation, as Chromium reports it);
 * - the same document (a client-side router, as the build before this one had): the frame after
 *   the one in which the new page's heading appeared.
 *
 * Chromium on loopback, no CPU slowdown, no network shaping: what is left is the browser's and the
 * page's own work. How the page came (prerendered, prefetched, fetched, same document) is reported
 * beside the time: a prerender that did not happen would otherwise pass for a slow one.
 *
 * The wait after the hover is bounded (HOVER_MS), not a state: a page cannot see another page's
 * prerender, and watching it through DevTools' Preload domain turns prerendering off
 * (PrerenderingDisabledByDevTools). A benchmark may wait; a test should not.
 */
import type { Browser } from 'puppeteer-core';
import type { ServedBuild } from './builds';
import type { NavigationFigures, NavigationSide } from './results';
import { launchSpeculatingBrowser, newSpeculatingVisit } from './speculation-browser';

export interface NavigationCase {
  from: string;
  /** The link's target; the first visible link to it inside `within` is used. */
  to: string;
  within: string;
}

/** Links both builds have, from a page with islands and from one without, to each kind. */
export const NAVIGATIONS: NavigationCase[] = [
  { from: '/', to: '/services/overview', within: 'main' },
  { from: '/services/overview', to: '/services/consulting', within: 'main' },
  { from: '/about/overview', to: '/about/our-people', within: 'main' },
  { from: '/privacy-policy', to: '/contact', within: 'main' },
  { from: '/privacy-policy', to: '/terms-of-service', within: 'footer' },
];

/**
 * A page reached from another of the site's fades its content in (a CSS animation from its first
 * paint; until this build, a cross-document View Transition, which held the first paint back) unless
 * the visitor asks for reduced motion. Both are measured: with the fade, the first paint shows the
 * header and the content starting to fade in; under reduced motion, the whole page at once.
 */
export const MOTIONS = ['fade', 'reduced motion'] as const;
export type Motion = (typeof MOTIONS)[number];

export type Arrival = 'prerendered' | 'prefetched' | 'fetched' | 'same document' | 'failed';

export interface NavigationRun {
  /** Click to the new page's first paint; NaN when the run failed (its error is logged). */
  ms: number;
  /** Click to a prerendered page's activation (the swap itself); NaN for any other arrival. */
  activationMs: number;
  arrival: Arrival;
}

/** Time after the hover for the speculation to start (200 ms) and the page to load and render. */
const HOVER_MS = 2500;
const CLICK_KEY = 'bench-click-at';

/**
 * Runs in the old page just before the click (a string, evaluated as it is: the new page, a
 * prerender, gets none of the shims Puppeteer's serialised functions need). The click's time goes
 * to sessionStorage, which the new document of the same tab shares; a same-document navigation
 * is watched for its heading.
 */
const ARM_CLOCK = `(() => {
  addEventListener('click', (event) => {
    sessionStorage.setItem('${CLICK_KEY}', String(performance.timeOrigin + event.timeStamp));
  }, { capture: true, once: true });
  const heading = () => document.querySelector('main h1')?.textContent ?? '';
  const before = heading();
  window.benchSameDocumentPaint = new Promise((resolve) => {
    const watcher = new MutationObserver(() => {
      if (heading() === before) return;
      watcher.disconnect();
      requestAnimationFrame(() => requestAnimationFrame((frame) => resolve(performance.timeOrigin + frame)));
    });
    watcher.observe(document, { subtree: true, childList: true, characterData: true });
  });
})()`;

/** Runs in the page after the navigation: when it first painted, and how it came. */
const READ_ARRIVAL = `(async () => {
  const clickAt = Number(sessionStorage.getItem('${CLICK_KEY}'));
  if (window.benchSameDocumentPaint) {
    return { paintAt: await window.benchSameDocumentPaint, activatedAt: NaN, clickAt, arrival: 'same document' };
  }
  const painted = () => performance.getEntriesByType('paint').find((entry) => entry.name === 'first-paint');
  if (!painted()) {
    await new Promise((resolve) => new PerformanceObserver((_, observer) => {
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true }));
  }
  const navigation = performance.getEntriesByType('navigation')[0];
  const arrival = navigation.activationStart > 0 ? 'prerendered'
    : navigation.deliveryType === 'navigational-prefetch' ? 'prefetched' : 'fetched';
  const paint = Math.max(painted()?.startTime ?? 0, navigation.activationStart);
  const activatedAt = arrival === 'prerendered' ? performance.timeOrigin + navigation.activationStart : NaN;
  return { paintAt: performance.timeOrigin + paint, activatedAt, clickAt, arrival };
})()`;

interface Arrived {
  paintAt: number;
  activatedAt: number | null;
  clickAt: number;
  arrival: Arrival;
}

export async function measureNavigation(
  browser: Browser,
  origin: string,
  navigation: NavigationCase,
  motion: Motion,
): Promise<NavigationRun> {
  const { page, close } = await newSpeculatingVisit(browser, motion === 'reduced motion');
  try {
    page.setDefaultTimeout(30_000);
    await page.goto(`${origin}${navigation.from}`, { waitUntil: 'networkidle0' });
    const marked = await page.evaluate(
      (within, to) => {
        const link = [...document.querySelectorAll<HTMLAnchorElement>(`${within} a[href="${to}"]`)].find((candidate) =>
          candidate.checkVisibility(),
        );
        link?.setAttribute('data-bench-link', '');
        return link !== undefined;
      },
      navigation.within,
      navigation.to,
    );
    if (!marked) throw new Error(`no visible link to ${navigation.to} in ${navigation.within}`);
    await page.evaluate(ARM_CLOCK);
    await page.hover('[data-bench-link]');
    await new Promise((resolve) => setTimeout(resolve, HOVER_MS));
    await Promise.all([page.waitForNavigation(), page.click('[data-bench-link]')]);
    await page.waitForFunction(`location.pathname === ${JSON.stringify(navigation.to)}`);
    const arrived = (await page.evaluate(READ_ARRIVAL)) as Arrived;
    // NaN goes through JSON as null.
    const activationMs = (arrived.activatedAt ?? Number.NaN) - arrived.clickAt;
    return { ms: arrived.paintAt - arrived.clickAt, activationMs, arrival: arrived.arrival };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.warn(`  navigation ${navigation.from} → ${navigation.to} (${motion}) at ${origin}: ${message}`);
    return { ms: Number.NaN, activationMs: Number.NaN, arrival: 'failed' };
  } finally {
    await close();
  }
}

/**
 * Every link in both motions, `runs` times: on each build, and on this build's limit (the same
 * pages and Speculation Rules without scripts: what the browser alone takes), in turn, their order
 * swapped from run to run. A failed visit is tried once more before it counts as failed.
 */
export async function navigationFigures(
  builds: ServedBuild[],
  cases: NavigationCase[],
  runs: number,
): Promise<NavigationFigures[]> {
  const after = builds.find((build) => build.name === 'after')!;
  const sides: { side: NavigationSide; origin: string }[] = [
    ...builds.map((build) => ({ side: build.name, origin: build.siteUrl })),
    { side: 'limit', origin: after.limitUrl },
  ];
  const figures = cases.flatMap((navigation) =>
    MOTIONS.map((motion): NavigationFigures & { caseOf: NavigationCase } => ({
      from: navigation.from,
      to: navigation.to,
      motion,
      runs: {},
      caseOf: navigation,
    })),
  );
  const browser = await launchSpeculatingBrowser();
  try {
    for (let run = 1; run <= runs; run++) {
      const order = run % 2 === 1 ? sides : [...sides].reverse();
      for (const row of figures) {
        const line: string[] = [];
        for (const { side, origin } of order) {
          let result = await measureNavigation(browser, origin, row.caseOf, row.motion);
          if (result.arrival === 'failed') result = await measureNavigation(browser, origin, row.caseOf, row.motion);
          (row.runs[side] ??= []).push(result);
          line.push(`${side} ${Math.round(result.ms)} ms (${result.arrival})`);
        }
        console.log(`navigation run ${run}/${runs} ${row.from} → ${row.to} (${row.motion}): ${line.join(', ')}`);
      }
    }
  } finally {
    await browser.close();
  }
  return figures.map(({ caseOf: _, ...row }) => row);
}
