import { Graphic, INK, Lines, linesHeight, type Mode } from '../frame';
import type { ExhibitKind } from '../kind';
import { dodge, formatNumber, isNumber, linear, pct, textWidth, ticks, words, wrap } from '../scale';
import type { BarsData } from '../schema';

/*
 * Planned against realised, period by period: each period's realised amount a bar, its plan a rule
 * across the bar's slot, and what is still to come between the two in the accent. The three are named
 * once, beside the last bar, each after a key drawn as its mark is, so the name says which mark it is
 * (review 16 read bare names there as "a legend with no swatches"). On a phone the names stand in a
 * row under the axis instead: beside the bars they took a third of the width (review 37).
 */

/** A name's key, beside its first line: the mark it names, drawn small. */
const KEY = 14;
const KEY_GAP = 8;

function Key({ kind, y }: { kind: 'planned' | 'gap' | 'realised'; y: number }) {
  const top = y - KEY + 2;
  if (kind === 'planned')
    return <line x1="12" x2={12 + KEY} y1={top + KEY / 2} y2={top + KEY / 2} stroke={INK.text} strokeWidth="3" />;
  if (kind === 'gap')
    return <rect x="12" y={top} width={KEY} height={KEY} fill={INK.accent} fillOpacity="0.45" stroke={INK.text} />;
  return <rect x="12" y={top} width={KEY} height={KEY} fill={INK.mark} />;
}

interface Period {
  label: string;
  planned: number | undefined;
  realised: number | undefined;
}
interface Bars {
  xLabel: string | undefined;
  yLabel: string | undefined;
  unit: string;
  max: number;
  names: { planned: string; realised: string; gap: string };
  periods: Period[];
}

function prepare(data: BarsData): Bars | null {
  const usable = (value: number | undefined) => (isNumber(value) && value >= 0 ? value : undefined);
  const periods = data.periods.flatMap(({ label, planned, realised }, index) => {
    const period = { label: words(label) ?? String(index + 1), planned: usable(planned), realised: usable(realised) };
    return period.planned === undefined && period.realised === undefined ? [] : [period];
  });
  if (periods.length === 0 || periods.length > 24) return null;
  const highest = Math.max(...periods.flatMap((period) => [period.planned ?? 0, period.realised ?? 0]));
  const max = isNumber(data.y?.max) && data.y.max >= highest && data.y.max > 0 ? data.y.max : highest;
  if (!(max > 0)) return null;
  return {
    xLabel: words(data.x?.label),
    yLabel: words(data.y?.label),
    unit: words(data.y?.unit) ?? '',
    max,
    names: {
      planned: words(data.plannedLabel) ?? 'Planned',
      realised: words(data.realisedLabel) ?? 'Realised',
      gap: words(data.gapLabel) ?? 'Not yet realised',
    },
    periods,
  };
}

function Draw({ data, mode, label }: { data: Bars; mode: Mode; label: string }) {
  const { periods, names, unit, max } = data;
  // The bars at the left, the names of what they show in a column at the right (a phone: under them).
  const [plotLeft, plotRight] = mode.narrow ? [0.14, 1] : mode.name === 'wide' ? [0.07, 0.8] : [0.05, 0.86];
  const slot = (plotRight - plotLeft) / periods.length;
  const yLabel = data.yLabel ? wrap(data.yLabel, mode.least, mode.axis) : [];
  const top = linesHeight(yLabel.length, mode.axis) + mode.axis * 2;
  const bottom = top + (mode.narrow ? 210 : 270);
  const down = linear([0, max], [bottom, top]);
  const last = periods.at(-1)!;
  const room = (mode.narrow ? 1 : 1 - plotRight) * mode.least - 12 - KEY - KEY_GAP;
  const named = [
    { kind: 'planned' as const, text: names.planned, at: last.planned },
    {
      kind: 'gap' as const,
      text: names.gap,
      at:
        last.planned !== undefined && last.realised !== undefined && last.planned > last.realised
          ? (last.planned + last.realised) / 2
          : undefined,
    },
    {
      kind: 'realised' as const,
      text: names.realised,
      at: last.realised === undefined ? undefined : last.realised / 2,
    },
  ].flatMap(({ kind, text, at }) =>
    at === undefined ? [] : [{ kind, lines: wrap(text, room, mode.text, true), y: down(at) + mode.text * 0.35 }],
  );
  const tallest = Math.max(...named.map((name) => linesHeight(name.lines.length, mode.text)));
  const placed = dodge(
    named.map((name) => name.y),
    tallest + 4,
    [top, bottom + 30],
  );
  const axisY = bottom + mode.axis + 8;
  const belowAxis = axisY + (data.xLabel ? mode.axis * 1.7 : 0);
  const legend = mode.narrow ? rowOfNames(named, mode, belowAxis + 14 + mode.text) : null;
  return (
    <Graphic mode={mode} height={(legend?.bottom ?? belowAxis) + 6} label={label}>
      <Lines x={0} y={mode.axis} lines={yLabel} size={mode.axis} />
      {ticks(0, max, max / 2).map((tick) => (
        <g key={tick}>
          <line x1="0" x2={pct(plotRight)} y1={down(tick)} y2={down(tick)} stroke={tick === 0 ? INK.text : INK.grid} />
          <text x="0" y={down(tick) - 5} fontSize={mode.axis}>
            {formatNumber(tick)}
            {tick === 0 ? '' : unit}
          </text>
        </g>
      ))}
      {periods.map((period, index) => {
        const from = plotLeft + index * slot;
        const gap = period.planned !== undefined && period.realised !== undefined && period.planned > period.realised;
        return (
          <g key={index}>
            {period.realised !== undefined && (
              <rect
                x={pct(from + slot * 0.2)}
                y={down(period.realised)}
                width={pct(slot * 0.6)}
                height={bottom - down(period.realised)}
                fill={INK.mark}
              />
            )}
            {gap && (
              <rect
                x={pct(from + slot * 0.2)}
                y={down(period.planned!)}
                width={pct(slot * 0.6)}
                height={down(period.realised!) - down(period.planned!)}
                fill={INK.accent}
                fillOpacity="0.45"
                stroke={INK.text}
              />
            )}
            {period.planned !== undefined && (
              <line
                x1={pct(from + slot * 0.08)}
                x2={pct(from + slot * 0.92)}
                y1={down(period.planned)}
                y2={down(period.planned)}
                stroke={INK.text}
                strokeWidth="3"
              />
            )}
            <text x={pct(from + slot / 2)} y={axisY} fontSize={mode.axis} textAnchor="middle">
              {period.label}
            </text>
          </g>
        );
      })}
      {/* The axis's title centred under the bars it names. */}
      {data.xLabel && (
        <Lines
          x={pct((plotLeft + plotRight) / 2)}
          y={axisY + mode.axis * 1.7}
          lines={[data.xLabel]}
          size={mode.axis}
          anchor="middle"
        />
      )}
      {named.map((name, index) => (
        <svg
          key={index}
          x={legend ? legend.at[index]!.x : pct(plotRight)}
          y={legend ? legend.at[index]!.y : placed[index]}
          overflow="visible"
        >
          <Key kind={name.kind} y={0} />
          <Lines x={12 + KEY + KEY_GAP} y={0} lines={name.lines} size={mode.text} bold />
        </svg>
      ))}
    </Graphic>
  );
}

/**
 * A phone's key: the names one after another on a line, from the left edge, a name that would pass the
 * layout's narrowest width starting the next line (one too long for any line wraps, on its own).
 */
function rowOfNames(named: { lines: string[] }[], mode: Mode, firstLine: number) {
  const lineHeight = linesHeight(1, mode.text);
  const at: { x: number; y: number }[] = [];
  let x = 0;
  let y = firstLine;
  let lineBottom = y;
  for (const name of named) {
    const width = KEY + KEY_GAP + Math.max(...name.lines.map((line) => textWidth(line, mode.text, true)));
    if (x > 0 && x + width > mode.least) {
      x = 0;
      y = lineBottom + lineHeight + 6;
    }
    // The key is drawn 12 px in from its group's edge (the column beside the bars keeps that gap).
    at.push({ x: x - 12, y });
    x += width + 20;
    lineBottom = Math.max(lineBottom, y + linesHeight(name.lines.length, mode.text) - lineHeight);
  }
  return { at, bottom: lineBottom + mode.text * 0.4 };
}

const amount = (value: number | undefined, unit: string) =>
  value === undefined ? '' : `${formatNumber(value)}${unit}`;

export const bars: ExhibitKind<BarsData, Bars> = {
  prepare,
  summary: ({ names, periods }) =>
    `Bar chart: ${names.realised.toLowerCase()} against ${names.planned.toLowerCase()}, over ${periods.length} periods`,
  table: ({ xLabel, names, unit, periods }) => ({
    head: [xLabel ?? 'Period', names.planned, names.realised],
    rows: periods.map((period) => [period.label, amount(period.planned, unit), amount(period.realised, unit)]),
  }),
  Draw,
};
