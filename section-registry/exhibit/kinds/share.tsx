import { DISPLAY, Graphic, INK, Lines, linesHeight, type Mode } from '../frame';
import type { ExhibitKind } from '../kind';
import { formatNumber, isNumber, words, wrap } from '../scale';
import type { ShareData } from '../schema';

/*
 * A share of 100 as a waffle: a hundred squares, those counted filled in the evidence colour (a
 * measured result, docs/design.md) and the rest left as outlines, so the two read apart without
 * colour. The figure and what it counts stand over the filled squares, the rest by the empty ones.
 */

interface Share {
  value: number;
  figure: string;
  label: string;
  /** How many of the 100 the figure does not count, and what they are. */
  others: string;
  rest: string;
}

function prepare(data: ShareData): Share | null {
  const { value } = data;
  if (!isNumber(value) || value < 0 || value > 100) return null;
  const label = words(data.label);
  if (!label) return null;
  const others = formatNumber(Number((100 - value).toFixed(1)));
  return {
    value,
    figure: `${formatNumber(value)}${data.suffix ?? ''}`,
    label,
    others,
    rest: words(data.restLabel) ?? 'the others',
  };
}

function Draw({ data, mode, label }: { data: Share; mode: Mode; label: string }) {
  // A phone: ten rows of ten, filled row by row, the figure above and the rest beneath. Wider: a strip
  // of five or four rows across the column, filled column by column, so the rest gather at its right
  // end, under their words.
  const columns = mode.narrow ? 10 : mode.name === 'wide' ? 20 : 25;
  const rows = 100 / columns;
  const step = Math.min(Math.floor((mode.least + 6) / columns), 48);
  const square = step - (mode.narrow ? 4 : 6);
  const gridWidth = columns * step - (step - square);
  const filled = Math.round(data.value);
  const figureSize = mode.figure * 1.6;
  const labelLines = wrap(data.label, mode.narrow ? mode.least : gridWidth * 0.6, mode.text);
  const restLines = wrap(
    `${data.others} of 100: ${data.rest}`,
    mode.narrow ? mode.least : gridWidth * 0.36,
    mode.text,
    true,
  );
  const labelY = figureSize * 1.2 + mode.text;
  const textBottom = labelY + linesHeight(labelLines.length, mode.text) - mode.text;
  const gridTop =
    (mode.narrow ? textBottom : Math.max(textBottom, labelY + linesHeight(restLines.length, mode.text) - mode.text)) +
    16;
  const gridBottom = gridTop + rows * step - (step - square);
  const restY = mode.narrow ? gridBottom + 14 + mode.text : labelY;
  const height = mode.narrow ? restY + linesHeight(restLines.length, mode.text) - mode.text + 6 : gridBottom + 2;
  return (
    <Graphic mode={mode} height={height} label={label}>
      {Array.from({ length: 100 }, (_, index) => {
        const [column, row] = mode.narrow
          ? [index % 10, Math.floor(index / 10)]
          : [Math.floor(index / rows), index % rows];
        return (
          <rect
            key={index}
            x={column * step + 0.5}
            y={gridTop + row * step + 0.5}
            width={square - 1}
            height={square - 1}
            rx="3"
            fill={index < filled ? INK.evidence : 'none'}
            stroke={index < filled ? INK.evidence : INK.text}
          />
        );
      })}
      <text x="0" y={figureSize * 0.95} fontSize={figureSize} fontFamily={DISPLAY} fill={INK.evidence}>
        {data.figure}
      </text>
      <Lines x={0} y={labelY} lines={labelLines} size={mode.text} />
      <Lines
        x={mode.narrow ? 0 : gridWidth}
        y={restY}
        lines={restLines}
        size={mode.text}
        anchor={mode.narrow ? 'start' : 'end'}
        bold
      />
    </Graphic>
  );
}

export const share: ExhibitKind<ShareData, Share> = {
  prepare,
  summary: ({ figure, label }) => `A hundred squares, ${figure} of them filled: ${label}`,
  table: ({ figure, label, others, rest }) => ({
    head: ['Of every 100', 'Who'],
    rows: [
      [figure, label],
      [others, rest],
    ],
  }),
  Draw,
};
