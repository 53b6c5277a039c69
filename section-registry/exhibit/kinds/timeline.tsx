import { Graphic, INK, Lines, linesHeight, type Mode } from '../frame';
import type { ExhibitKind } from '../kind';
import { anchorAt, isNumber, pct, textWidth, ticks, words, wrap } from '../scale';
import type { TimelineData } from '../schema';
import { Diamond, MilestoneNotes, placeNotes } from './milestones';

/*
 * A timeline: an engagement's phases as bars across its weeks, a row each with its name above, and its
 * milestones as lines down the weeks with their words beneath, one a line. The accent marks one
 * milestone: the point of the exhibit.
 */

interface Phase {
  label: string;
  start: number;
  end: number;
  open: boolean;
}
interface Milestone {
  at: number;
  label: string;
  accent: boolean;
}
interface Timeline {
  unit: string;
  length: number;
  phases: Phase[];
  milestones: Milestone[];
}

function prepare(data: TimelineData): Timeline | null {
  const length = data.length;
  if (!isNumber(length) || length < 1 || length > 104) return null;
  const phases = data.phases.flatMap(({ label, start, end, open }) => {
    const name = words(label);
    if (!name || !isNumber(start) || !isNumber(end) || start < 1 || end < start || start > length) return [];
    return [{ label: name, start, end: Math.min(end, length), open: open ?? false }];
  });
  if (phases.length === 0) return null;
  const milestones = data.milestones.flatMap(({ at, label, accent }) => {
    const name = words(label);
    return name && isNumber(at) && at >= 0 && at <= length ? [{ at, label: name, accent: accent ?? false }] : [];
  });
  return { unit: words(data.unit) ?? 'Week', length, phases, milestones };
}

const plural = (unit: string) => `${unit.toLowerCase()}s`;

function Draw({ data, mode, label }: { data: Timeline; mode: Mode; label: string }) {
  const { unit, length, phases, milestones } = data;
  const column = 1 / length;
  const barHeight = mode.narrow ? 14 : 20;
  // The axis: the unit, then each step's number over its column (every other one on a phone past 8), a
  // full line apart: at 1.3 lines the unit sat on the first number (review 27).
  const every = mode.narrow && length > 8 ? 2 : 1;
  const top = mode.axis * 3.3;
  let y = top;
  const rows = phases.map((phase) => {
    const from = (phase.start - 1) * column;
    const to = phase.open ? 1 : phase.end * column;
    const side = anchorAt(from <= 0.5 ? from : to);
    const lines = wrap(phase.label, side.room * mode.least, mode.text, true);
    const labelY = y + mode.text;
    const barY = labelY + linesHeight(lines.length, mode.text) - mode.text + 8;
    y = barY + barHeight + 14;
    return { phase, from, to, side, lines, labelY, barY };
  });
  const chartBottom = y;
  const { notes, bottom } = placeNotes(
    milestones.map((milestone) => ({
      at: milestone.at * column,
      text: `${unit} ${milestone.at}: ${milestone.label}`,
      accent: milestone.accent,
    })),
    mode,
    chartBottom + 44,
  );
  return (
    <Graphic mode={mode} height={notes.length ? bottom : chartBottom + 14} label={label}>
      <text x="0" y={mode.axis} fontSize={mode.axis}>
        {plural(unit).replace(/^./, (first) => first.toUpperCase())}
      </text>
      {ticks(1, length, every).map((step) => (
        <text key={step} x={pct((step - 0.5) * column)} y={mode.axis * 2.7} fontSize={mode.axis} textAnchor="middle">
          {step}
        </text>
      ))}
      {milestones
        .filter((milestone) => milestone.accent && milestone.at >= 1)
        .map((milestone, index) => (
          // The point of the exhibit: its week shaded in the accent, behind the bars.
          <rect
            key={index}
            x={pct((milestone.at - 1) * column)}
            y={top - 6}
            width={pct(column)}
            height={chartBottom - top + 6}
            fill={INK.accent}
            fillOpacity="0.3"
          />
        ))}
      {ticks(0, length, 1).map((step) => (
        <line
          key={step}
          x1={pct(step * column)}
          x2={pct(step * column)}
          y1={top - 6}
          y2={chartBottom}
          stroke={INK.grid}
        />
      ))}
      {rows.map(({ phase, from, to, barY }, index) => (
        <rect
          key={index}
          x={pct(from)}
          y={barY}
          width={pct(to - from)}
          height={barHeight}
          rx="2"
          fill={phase.open ? INK.soft : INK.mark}
          stroke={INK.mark}
          strokeDasharray={phase.open ? '5 3' : undefined}
        />
      ))}
      {milestones.map((milestone, index) => (
        <g key={index}>
          <line
            x1={pct(milestone.at * column)}
            x2={pct(milestone.at * column)}
            y1={top - 6}
            y2={chartBottom + 6}
            stroke={INK.text}
            strokeWidth={milestone.accent ? 2 : 1}
            strokeDasharray={milestone.accent ? undefined : '3 3'}
          />
          <Diamond x={pct(milestone.at * column)} y={chartBottom + 6} accent={milestone.accent} />
        </g>
      ))}
      {/* The phases' names last, each on a patch of the page's colour: a milestone's line stops short of the
          words, not only of each letter (review 18 found week 11's line running between "as" and "you"). */}
      {rows.map(({ from, to, side, lines, labelY }, index) => (
        <svg key={index} x={pct(side.anchor === 'start' ? from : to)} y={0} overflow="visible">
          {lines.map((line, lineIndex) => {
            const width = textWidth(line, mode.text, true) + 8;
            return (
              <rect
                key={lineIndex}
                x={side.anchor === 'start' ? -4 : -width + 4}
                y={labelY + lineIndex * mode.text * 1.3 - mode.text}
                width={width}
                height={mode.text * 1.3}
                fill={INK.surface}
              />
            );
          })}
          <Lines x={0} y={labelY} lines={lines} size={mode.text} anchor={side.anchor} bold halo />
        </svg>
      ))}
      <MilestoneNotes notes={notes} size={mode.text} />
    </Graphic>
  );
}

export const timeline: ExhibitKind<TimelineData, Timeline> = {
  prepare,
  summary: ({ unit, length, phases }) =>
    `Timeline over ${length} ${plural(unit)}: ${phases.map((phase) => phase.label).join(', ')}`,
  table: ({ unit, phases, milestones }) => ({
    head: ['Phase or milestone', plural(unit).replace(/^./, (first) => first.toUpperCase())],
    rows: [
      ...phases.map((phase) => [
        phase.label,
        phase.open ? `From ${phase.start}, then as long as needed` : `${phase.start} to ${phase.end}`,
      ]),
      ...milestones.map((milestone) => [milestone.label, `End of ${unit.toLowerCase()} ${milestone.at}`]),
    ],
  }),
  Draw,
};
