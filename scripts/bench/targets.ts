/**
 * The targets (#29), checked against a run's figures. Each says whether it holds and,
 * where it does not, where: a verdict a reader can check in the tables below it.
 */
import { PHASES } from './inp';
import { CONTROL } from './interactions';
import { MOTIONS } from './navigation';
import { medianOf, type BenchResults } from './results';

export interface Verdict {
  target: string;
  /** undefined: not measured in this run. */
  holds: boolean | undefined;
  detail: string;
}

const NO_ISLAND_JS_KB = 5;
const HEAVIEST_JS_KB = 75;
const LCP_RATIO = 1.05;
const TBT_MARGIN_MS = 50;
const INP_FAST_BEFORE_MS = 200;
const INP_FAST_AFTER_MS = 100;
const NAVIGATION_MS = 100;

const list = (items: string[]) =>
  items.length > 5 ? `${items.slice(0, 5).join('; ')}; and ${items.length - 5} more` : items.join('; ');

function verdict(target: string, measured: boolean, failures: string[], passDetail: string): Verdict {
  if (!measured) return { target, holds: undefined, detail: 'not measured in this run' };
  return { target, holds: failures.length === 0, detail: failures.length === 0 ? passDetail : list(failures) };
}

export function checkTargets(results: BenchResults): Verdict[] {
  const { routes, inp, navigation } = results;
  const withJs = routes.filter((row) => row.jsKb.after !== undefined);
  const heaviest = Math.max(0, ...withJs.map((row) => row.jsKb.after ?? 0));
  const noIsland = withJs.filter((row) => !row.hasIsland);
  const measured = routes.filter((row) => row.lighthouse);
  const verdicts: Verdict[] = [
    verdict(
      `A route with no island: at most ${NO_ISLAND_JS_KB} kB of JavaScript (gzip)`,
      noIsland.length > 0,
      noIsland.filter((row) => row.jsKb.after! > NO_ISLAND_JS_KB).map((row) => `${row.route} ${row.jsKb.after} kB`),
      `at most ${Math.max(...noIsland.map((row) => row.jsKb.after!))} kB on ${noIsland.length} route${noIsland.length === 1 ? '' : 's'}`,
    ),
    verdict(
      `The heaviest route: at most ${HEAVIEST_JS_KB} kB of JavaScript (gzip)`,
      withJs.length > 0,
      heaviest > HEAVIEST_JS_KB ? [`${heaviest} kB`] : [],
      `${heaviest} kB`,
    ),
    verdict(
      `LCP at most ${LCP_RATIO} × the limit's on every route`,
      measured.length > 0,
      measured
        .filter((row) => row.lighthouse!.lcpRatio > LCP_RATIO)
        .map((row) => `${row.route} ${row.lighthouse!.lcpRatio.toFixed(2)}`),
      `worst ${Math.max(...measured.map((row) => row.lighthouse!.lcpRatio)).toFixed(2)}`,
    ),
    verdict(
      'CLS 0 on every route',
      measured.length > 0,
      measured.filter((row) => row.lighthouse!.site.cls > 0).map((row) => `${row.route} ${row.lighthouse!.site.cls}`),
      'CLS 0 everywhere',
    ),
    verdict(
      `TBT within ${TBT_MARGIN_MS} ms of the limit's`,
      measured.length > 0,
      measured
        .filter((row) => row.lighthouse!.site.tbtMs > row.lighthouse!.limit.tbtMs + TBT_MARGIN_MS)
        .map((row) => `${row.route} ${row.lighthouse!.site.tbtMs} ms (limit ${row.lighthouse!.limit.tbtMs} ms)`),
      `worst difference ${Math.max(...measured.map((row) => row.lighthouse!.site.tbtMs - row.lighthouse!.limit.tbtMs))} ms`,
    ),
  ];
  for (const phase of PHASES) {
    const compared = inp.filter(
      (row) => row.phase === phase && !row.scenario.startsWith(CONTROL) && row.runs.before && row.runs.after,
    );
    const failures = compared.flatMap((row) => {
      const before = medianOf(row.runs.before?.map((run) => run.inpMs));
      const after = medianOf(row.runs.after?.map((run) => run.inpMs));
      const bound = before <= INP_FAST_BEFORE_MS ? INP_FAST_AFTER_MS : before / 2;
      if (Number.isNaN(before) || Number.isNaN(after)) return [`${row.route} ${row.scenario}: not measured`];
      return after > bound
        ? [`${row.route} ${row.scenario}: ${Math.round(after)} ms, before ${Math.round(before)} ms`]
        : [];
    });
    verdicts.push(
      verdict(
        `INP ${phase}: at most half of before's, or at most ${INP_FAST_AFTER_MS} ms where before's was ${INP_FAST_BEFORE_MS} ms or less`,
        compared.length > 0,
        failures,
        `on all ${compared.length} scenarios`,
      ),
    );
  }
  for (const motion of MOTIONS) {
    const rows = navigation.filter((row) => row.motion === motion && row.runs.after);
    verdicts.push(
      verdict(
        `Navigation after hover (${motion}): the next page's first paint at most ${NAVIGATION_MS} ms after the click`,
        rows.length > 0,
        rows
          .map((row) => ({ row, ms: medianOf(row.runs.after!.map((run) => run.ms)) }))
          .filter(({ ms }) => !(ms <= NAVIGATION_MS))
          .map(({ row, ms }) => `${row.from} → ${row.to} ${Math.round(ms)} ms`),
        `worst ${Math.round(Math.max(...rows.map((row) => medianOf(row.runs.after!.map((run) => run.ms)))))} ms`,
      ),
    );
  }
  return verdicts;
}
