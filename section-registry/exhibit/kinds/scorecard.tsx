import classes from '../exhibit.module.css';
import { Graphic, INK, Lines, linesHeight, type Mode } from '../frame';
import type { ExhibitKind } from '../kind';
import { pct, words, wrap } from '../scale';
import type { ScorecardData } from '../schema';

/*
 * A graded report's page: each criterion with its grade as marks (one more filled for each step up the
 * scale) and as words, and the evidence in a line. A reader never needs the colour: the marks count
 * and the word says. The accent marks the row that is the point, such as the overall opinion.
 * On a phone it is words on the page, one criterion under another: drawn, its evidence wrapped for the
 * narrowest phone and left a third of a larger one's width empty (reviews 37 and 38).
 */

interface Criterion {
  label: string;
  grade: string | undefined;
  /** Marks filled, from 1 (the weakest grade) to the scale's length; 0 for a grade not on the scale. */
  marks: number;
  note: string | undefined;
  accent: boolean;
}
interface Scorecard {
  title: string | undefined;
  scale: string[];
  criteria: Criterion[];
}

function prepare(data: ScorecardData): Scorecard | null {
  const scale = data.scale
    .map((grade) => grade.trim())
    .filter(Boolean)
    .slice(0, 6);
  const criteria = data.criteria.flatMap(({ label, grade, note, accent }) => {
    const name = words(label);
    if (!name) return [];
    const word = words(grade);
    const marks = word === undefined ? 0 : scale.indexOf(word) + 1;
    return [{ label: name, grade: word, marks, note: words(note), accent: accent ?? false }];
  });
  return criteria.length > 0 ? { title: words(data.title), scale, criteria } : null;
}

const MARK = 14;

function Marks({ filled, of, accent }: { filled: number; of: number; accent: boolean }) {
  return Array.from({ length: of }, (_, index) => (
    <rect
      key={index}
      x={index * (MARK + 4)}
      y={-MARK + 2}
      width={MARK}
      height={MARK}
      rx="2"
      fill={index < filled ? (accent ? INK.accent : INK.mark) : 'none'}
      stroke={index < filled && !accent ? INK.mark : INK.text}
    />
  ));
}

/** A criterion's grade: its marks, then its word. */
function Grade({ criterion, of }: { criterion: Criterion; of: number }) {
  return (
    <p>
      {criterion.marks > 0 && (
        <svg width={of * (MARK + 4) + 2} height={MARK + 2} className={classes.marks} aria-hidden="true">
          <g transform={`translate(1 ${MARK - 1})`}>
            <Marks filled={criterion.marks} of={of} accent={criterion.accent} />
          </g>
        </svg>
      )}
      <strong>{criterion.grade}</strong>
    </p>
  );
}

/** The phone's layout: text that wraps to whatever width the phone has. An image, as the drawings are. */
function PhoneScorecard({ data, mode, label }: { data: Scorecard; mode: Mode; label: string }) {
  return (
    <div
      className={`${classes.narrow} ${classes.textLayout}`}
      role="img"
      aria-label={label}
      style={{ fontSize: mode.text }}
    >
      {data.title && <p className={classes.textLayoutTitle}>{data.title}</p>}
      <ol>
        {data.criteria.map((criterion, index) => (
          <li key={index} data-accent={criterion.accent || undefined}>
            <p>
              <strong>{criterion.label}</strong>
            </p>
            {criterion.grade && <Grade criterion={criterion} of={data.scale.length} />}
            {criterion.note && <p>{criterion.note}</p>}
          </li>
        ))}
      </ol>
    </div>
  );
}

function Draw({ data, mode, label }: { data: Scorecard; mode: Mode; label: string }) {
  if (mode.narrow) return <PhoneScorecard data={data} mode={mode} label={label} />;
  const { scale, criteria } = data;
  const size = mode.text;
  const lineHeight = size * 1.3;
  // Wide: criterion, grade and evidence in three columns; a phone: the three one under another.
  const columns = mode.narrow
    ? { grade: 0, note: 0, label: 1, noteWidth: 1 }
    : { grade: 0.31, note: 0.58, label: 0.28, noteWidth: 0.42 };
  const marksWidth = scale.length * (MARK + 4) + 6;
  let y = 0;
  const title = data.title ? wrap(data.title, mode.least, size, true) : [];
  if (title.length) y += linesHeight(title.length, size) + 10;
  const headY = y + mode.axis + (title.length ? 6 : 0);
  if (!mode.narrow) y = headY + 12;
  const rows = criteria.map((criterion) => {
    const labelLines = wrap(criterion.label, columns.label * mode.least - 12, size, true);
    const noteLines = criterion.note ? wrap(criterion.note, columns.noteWidth * mode.least, size) : [];
    const top = y;
    const first = top + 12 + size;
    const gradeY = mode.narrow ? first + linesHeight(labelLines.length, size) : first;
    const noteY = mode.narrow ? gradeY + lineHeight + 2 : first;
    const bottom =
      Math.max(
        first + linesHeight(labelLines.length, size),
        gradeY + lineHeight,
        noteY + linesHeight(noteLines.length, size),
      ) -
      size +
      12;
    y = bottom;
    return { criterion, labelLines, noteLines, top, first, gradeY, noteY, bottom };
  });
  return (
    <Graphic mode={mode} height={y + 2} label={label}>
      {title.length > 0 && <Lines x={0} y={size} lines={title} size={size} bold />}
      {!mode.narrow && (
        <g fontSize={mode.axis} letterSpacing="0.06em">
          <text x="0" y={headY}>
            CRITERION
          </text>
          <text x={pct(columns.grade)} y={headY}>
            GRADE
          </text>
          <text x={pct(columns.note)} y={headY}>
            EVIDENCE
          </text>
        </g>
      )}
      <line x1="0" x2="100%" y1={rows[0]!.top} y2={rows[0]!.top} stroke={INK.text} strokeWidth="2" />
      {rows.map(({ criterion, labelLines, noteLines, top, first, gradeY, noteY, bottom }, index) => (
        <g key={index} fontWeight={criterion.accent ? 600 : undefined}>
          {criterion.accent && (
            <rect x="0" y={top} width="100%" height={bottom - top} fill={INK.accent} fillOpacity="0.18" />
          )}
          <Lines x={0} y={first} lines={labelLines} size={size} bold />
          <svg x={pct(columns.grade)} y={gradeY} overflow="visible">
            {criterion.marks > 0 && <Marks filled={criterion.marks} of={scale.length} accent={criterion.accent} />}
            {criterion.grade && (
              <text x={criterion.marks > 0 ? marksWidth : 0} fontWeight={600}>
                {criterion.grade}
              </text>
            )}
          </svg>
          {noteLines.length > 0 && <Lines x={pct(columns.note)} y={noteY} lines={noteLines} size={size} />}
          <line x1="0" x2="100%" y1={bottom} y2={bottom} stroke={INK.grid} />
        </g>
      ))}
    </Graphic>
  );
}

export const scorecard: ExhibitKind<ScorecardData, Scorecard> = {
  prepare,
  summary: ({ title, criteria }) => `${title ?? 'Graded findings'}: ${criteria.length} criteria, each graded`,
  table: ({ scale, criteria }) => ({
    head: ['Criterion', 'Grade', 'Evidence'],
    rows: criteria.map((criterion) => [
      criterion.label,
      criterion.grade
        ? criterion.marks
          ? `${criterion.grade} (${criterion.marks} of ${scale.length})`
          : criterion.grade
        : '',
      criterion.note ?? '',
    ]),
  }),
  Draw,
};
