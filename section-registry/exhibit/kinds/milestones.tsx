import { INK, Lines, linesHeight, type Mode } from '../frame';
import { anchorAt, pct, wrap } from '../scale';

/*
 * Milestones, the same in every exhibit that has them: a diamond where one falls on the axis, and its
 * words beneath the graphic, one milestone a line, each line starting with the same diamond. On a wide
 * screen the line stands where the milestone falls across, running right from it in the left half and
 * left from it in the right half; on a phone every line starts at the left, with the width to itself.
 */

export interface Note {
  /** Where across, as a fraction of the width. */
  at: number;
  side: { anchor: 'start' | 'end' };
  lines: string[];
  y: number;
  accent: boolean;
}

/** Notes for milestones, from `top` down: `at` across as a fraction of the width. */
export function placeNotes(
  milestones: readonly { at: number; text: string; accent: boolean }[],
  mode: Mode,
  top: number,
): { notes: Note[]; bottom: number } {
  let y = top;
  const notes = milestones.map(({ at, text, accent }) => {
    const across = mode.narrow ? 0 : at;
    const side = anchorAt(across);
    const lines = wrap(text, side.room * mode.least - 16, mode.text, accent);
    const note = { at: across, side, lines, y, accent };
    y += linesHeight(lines.length, mode.text) + 10;
    return note;
  });
  // The last line's baseline, and room below it for the letters that descend.
  return { notes, bottom: notes.length ? y - 10 - mode.text * 0.3 + 6 : top };
}

/** A milestone's mark, centred on (0, y) of the viewport it is drawn in. */
function DiamondPath({ y, accent }: { y: number; accent: boolean }) {
  return (
    <path d={`M0 ${y - 6}l6 6-6 6-6-6Z`} fill={accent ? INK.accent : 'none'} stroke={INK.text} strokeWidth="1.5" />
  );
}

/**
 * A milestone's mark at a place across the graphic. Its own viewport places it by percentage; hidden,
 * since a checker would otherwise take a nested SVG with a shape in it for an unnamed image.
 */
export function Diamond({ x, y, accent }: { x: string; y: number; accent: boolean }) {
  return (
    <svg x={x} y={y} overflow="visible" aria-hidden="true">
      <DiamondPath y={0} accent={accent} />
    </svg>
  );
}

export function MilestoneNotes({ notes, size }: { notes: readonly Note[]; size: number }) {
  return notes.map((note, index) => (
    <svg key={index} x={pct(note.at)} y={note.y} overflow="visible" fontWeight={note.accent ? 600 : undefined}>
      <DiamondPath y={-size * 0.35} accent={note.accent} />
      <Lines
        x={note.side.anchor === 'start' ? 12 : -12}
        y={0}
        lines={note.lines}
        size={size}
        anchor={note.side.anchor}
      />
    </svg>
  ));
}
