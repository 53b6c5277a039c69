import { Graphic, INK, Lines, type Mode } from '../frame';
import type { ExhibitKind } from '../kind';
import { dodge, isNumber, linear, pct, ticks, words } from '../scale';
import type { CurveData } from '../schema';
import { Diamond, MilestoneNotes, placeNotes } from './milestones';

/*
 * A curve: a measure over time, drawn as a line from its points, against the level it started at (a
 * dashed baseline). It shows a shape, so it sets no values on its axis, and its table says "above" and
 * "below where it started", not numbers: a client's own figures belong in a case study's results. The
 * accent shades the stretch that is the point of the exhibit; milestones are named beneath the axis.
 */

interface Series {
  label: string | undefined;
  points: { x: number; y: number }[];
}
interface Curve {
  x: { label: string | undefined; unit: string; start: number; end: number; step: number };
  y: { label: string | undefined; baseline: number | undefined; baselineLabel: string | undefined };
  series: Series[];
  highlight: { start: number; end: number; label: string | undefined } | undefined;
  milestones: { at: number; label: string }[];
}

function prepare(data: CurveData): Curve | null {
  const inRange = (value: number | undefined, start: number, end: number): value is number =>
    isNumber(value) && value >= start && value <= end;
  const series = data.series.flatMap(({ label, points }) => {
    const drawn = points.flatMap(({ x, y }) => (isNumber(x) && isNumber(y) ? [{ x, y }] : []));
    return drawn.length >= 2 ? [{ label: words(label), points: drawn.sort((a, b) => a.x - b.x) }] : [];
  });
  if (series.length === 0) return null;
  const xs = series.flatMap((line) => line.points.map((point) => point.x));
  const start = isNumber(data.x?.start) ? data.x.start : Math.min(...xs);
  const end = isNumber(data.x?.end) && data.x.end > start ? data.x.end : Math.max(...xs);
  if (!(end > start)) return null;
  const step = isNumber(data.x?.step) && data.x.step > 0 ? data.x.step : end - start;
  const { highlight } = data;
  return {
    x: { label: words(data.x?.label), unit: words(data.x?.unit) ?? '', start, end, step },
    y: {
      label: words(data.y?.label),
      baseline: isNumber(data.y?.baseline) ? data.y.baseline : undefined,
      baselineLabel: words(data.y?.baselineLabel),
    },
    series,
    highlight:
      highlight && inRange(highlight.start, start, end) && inRange(highlight.end, highlight.start, end)
        ? { start: highlight.start, end: highlight.end, label: words(highlight.label) }
        : undefined,
    milestones: data.milestones.flatMap(({ at, label }) => {
      const name = words(label);
      return name && inRange(at, start, end) ? [{ at, label: name }] : [];
    }),
  };
}

/** Where a line stands at x, between its points. */
function valueAt(points: readonly { x: number; y: number }[], x: number): number {
  const after = points.findIndex((point) => point.x >= x);
  if (after <= 0) return points[after === 0 ? 0 : points.length - 1]!.y;
  const [a, b] = [points[after - 1]!, points[after]!];
  return a.y + ((x - a.x) / (b.x - a.x)) * (b.y - a.y);
}

const relative = (value: number, base: number, span: number) =>
  Math.abs(value - base) <= span * 0.02
    ? 'Where it started'
    : value < base
      ? 'Below where it started'
      : 'Above where it started';

function Draw({ data, mode, label }: { data: Curve; mode: Mode; label: string }) {
  const { x, y, series, highlight, milestones } = data;
  const values = series.flatMap((line) => line.points.map((point) => point.y));
  const [low, high] = [Math.min(...values, y.baseline ?? Infinity), Math.max(...values, y.baseline ?? -Infinity)];
  const pad = (high - low || 1) * 0.25;
  const top = y.label ? mode.axis * 2.2 : mode.text;
  const plotHeight = mode.narrow ? 200 : 280;
  const bottom = top + plotHeight;
  const across = linear([x.start, x.end], [0, 1]);
  const down = linear([low - pad, high + pad], [bottom, top]);
  const lineEnds = dodge(
    series.map((line) => down(line.points.at(-1)!.y) - 14),
    mode.text * 1.3,
    [top, bottom],
  );
  const axisY = bottom + mode.axis + 8;
  const titleY = axisY + (x.label ? mode.axis * 1.7 : 0);
  const { notes, bottom: notesBottom } = placeNotes(
    milestones.map((milestone) => ({
      at: across(milestone.at),
      text: `${x.unit} ${milestone.at}: ${milestone.label}`.trim(),
      accent: false,
    })),
    mode,
    titleY + mode.text * 2.2,
  );
  const path = (points: Series['points']) =>
    points
      .map((point, index) => `${index ? 'L' : 'M'}${(across(point.x) * 1000).toFixed(1)} ${down(point.y).toFixed(1)}`)
      .join('');
  return (
    <Graphic mode={mode} height={notes.length ? notesBottom : titleY + 6} label={label}>
      {y.label && (
        <text x="0" y={mode.axis} fontSize={mode.axis}>
          {y.label}
        </text>
      )}
      {highlight && (
        <g>
          <rect
            x={pct(across(highlight.start))}
            y={top}
            width={pct(across(highlight.end) - across(highlight.start))}
            height={plotHeight}
            fill={INK.accent}
            fillOpacity="0.3"
          />
          {highlight.label && (
            <svg x={pct(across(highlight.start))} y={top + mode.text + 6} overflow="visible">
              <text x="8" fontWeight="600">
                {highlight.label}
              </text>
            </svg>
          )}
        </g>
      )}
      <line x1="0" x2="100%" y1={bottom} y2={bottom} stroke={INK.text} />
      {y.baseline !== undefined && (
        <g>
          <line x1="0" x2="100%" y1={down(y.baseline)} y2={down(y.baseline)} stroke={INK.text} strokeDasharray="6 4" />
          {y.baselineLabel && (
            <text x="0" y={down(y.baseline) - 7} fontSize={mode.axis}>
              {y.baselineLabel}
            </text>
          )}
        </g>
      )}
      {milestones.map((milestone, index) => (
        <line
          key={index}
          x1={pct(across(milestone.at))}
          x2={pct(across(milestone.at))}
          y1={bottom}
          y2={down(valueAt(series[0]!.points, milestone.at))}
          stroke={INK.text}
          strokeDasharray="2 3"
        />
      ))}
      {/* The lines stretch with the width (no viewBox aspect); their strokes and the points keep their size. */}
      <svg
        y={top}
        width="100%"
        height={plotHeight}
        viewBox={`0 ${top} 1000 ${plotHeight}`}
        preserveAspectRatio="none"
        overflow="visible"
      >
        {series.map((line, index) => (
          <path
            key={index}
            d={path(line.points)}
            fill="none"
            stroke={index ? INK.text : INK.mark}
            strokeWidth="3"
            strokeDasharray={index ? '8 5' : undefined}
            vectorEffect="non-scaling-stroke"
            strokeLinejoin="round"
          />
        ))}
      </svg>
      {series.map((line, index) => (
        <g key={index}>
          {line.points.map((point, position) => (
            <circle
              key={position}
              cx={pct(across(point.x))}
              cy={down(point.y)}
              r="4.5"
              fill={index ? INK.text : INK.mark}
            />
          ))}
          {line.label && (
            <text x="100%" y={lineEnds[index]} textAnchor="end" fontWeight="600">
              {line.label}
            </text>
          )}
        </g>
      ))}
      {milestones.map((milestone, index) => (
        <Diamond key={index} x={pct(across(milestone.at))} y={bottom} accent={false} />
      ))}
      {ticks(x.start, x.end, x.step).map((tick) => {
        const at = across(tick);
        return (
          <text
            key={tick}
            x={pct(at)}
            y={axisY}
            fontSize={mode.axis}
            textAnchor={at === 0 ? 'start' : at === 1 ? 'end' : 'middle'}
          >
            {tick}
          </text>
        );
      })}
      {x.label && <Lines x={0} y={titleY} lines={[x.label]} size={mode.axis} />}
      <MilestoneNotes notes={notes} size={mode.text} />
    </Graphic>
  );
}

export const curve: ExhibitKind<CurveData, Curve> = {
  prepare,
  summary: ({ x, y, series }) =>
    `Line chart of ${y.label ?? series[0]!.label ?? 'a measure'} from ${x.unit.toLowerCase() || 'step'} ${x.start} to ${x.end}`,
  table: ({ x, y, series, milestones }) => {
    const points = series.flatMap((line) => line.points);
    const values = points.map((point) => point.y);
    const base = y.baseline ?? series[0]!.points[0]!.y;
    const span = Math.max(...values, base) - Math.min(...values, base) || 1;
    const steps = [
      ...new Set([...points.map((point) => point.x), ...milestones.map((milestone) => milestone.at)]),
    ].sort((a, b) => a - b);
    return {
      head: [
        x.label ?? (x.unit || 'Step'),
        ...series.map((line, index) => line.label ?? `Line ${index + 1}`),
        'Milestone',
      ],
      rows: steps.map((step) => [
        `${x.unit} ${step}`.trim(),
        ...series.map((line) => {
          const point = line.points.find((candidate) => candidate.x === step);
          return point ? relative(point.y, base, span) : '';
        }),
        milestones
          .filter((milestone) => milestone.at === step)
          .map((milestone) => milestone.label)
          .join('; '),
      ]),
    };
  },
  Draw,
};
