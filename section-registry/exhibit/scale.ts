/**
 * The few pure functions the exhibits draw with: a linear scale, ticks, percentages for SVG positions,
 * and a measure of text, so labels wrap and stand apart without a browser to measure them.
 */

export const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** Maps a domain onto a range, clamped to the domain: a value outside is drawn at the edge, never off it. */
export function linear([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]) {
  const span = d1 - d0;
  return (value: number) => {
    const t = clamp((value - d0) / span, 0, 1);
    // A domain of one value, or one too wide to divide, draws at the start rather than at NaN.
    return Number.isFinite(t) ? r0 + t * (r1 - r0) : r0;
  };
}

/**
 * Tick values from start to end by step, both ends included, each once; at most 40, so bad data cannot
 * flood the axis.
 */
export function ticks(start: number, end: number, step: number): number[] {
  const values: number[] = [];
  if (!(end > start) || !(step > 0) || (end - start) / step > 40) values.push(start, end);
  else for (let value = start; value <= end + step / 1e6; value += step) values.push(Number(value.toFixed(6)));
  return [...new Set(values.filter(Number.isFinite))];
}

/** A fraction of the width as an SVG length: 0.375 is "37.5%". Positions in percentages keep text at its size. */
export const pct = (fraction: number) => `${Number((clamp(fraction, 0, 1) * 100).toFixed(3))}%`;

/**
 * About how wide a line of Public Sans is: 0.56 of its size a character (0.6 set bold). Generous on
 * purpose, since a label that wraps early costs a line and one that overflows costs a reader.
 */
export const textWidth = (text: string, size: number, bold = false) => text.length * size * (bold ? 0.6 : 0.56);

/** Words broken into lines that fit `width`; a word longer than a line keeps a line of its own. */
export function wrap(text: string, width: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, bold) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A label beside a mark at `fraction` of the width: running right from it in the left half and left
 * from it in the right half, so it never leaves the graphic. `room` is the share of the width it has.
 */
export function anchorAt(fraction: number): { anchor: 'start' | 'end'; room: number } {
  return fraction <= 0.5 ? { anchor: 'start', room: 1 - fraction } : { anchor: 'end', room: fraction };
}

/**
 * Label positions pushed apart to at least `gap`, in their order, kept within [low, high]: direct labels
 * beside the ends of several marks that would otherwise print over one another.
 */
export function dodge(positions: readonly number[], gap: number, [low, high]: readonly [number, number]): number[] {
  const order = positions.map((position, index) => ({ position, index })).sort((a, b) => a.position - b.position);
  const placed = order.map(({ position }) => clamp(position, low, high));
  for (let i = 1; i < placed.length; i++) placed[i] = Math.max(placed[i]!, placed[i - 1]! + gap);
  // Pushed past the bottom: shift the run back up, as far as the top allows.
  const overflow = (placed.at(-1) ?? high) - high;
  if (overflow > 0) for (let i = 0; i < placed.length; i++) placed[i] = Math.max(low + i * gap, placed[i]! - overflow);
  const result: number[] = [];
  order.forEach(({ index }, rank) => (result[index] = placed[rank]!));
  return result;
}

/** A number as a label: whole numbers plain, others to one decimal place. */
export const formatNumber = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/**
 * True for a number an exhibit can draw: finite, and within a trillion either way, so that sums and
 * spans of the data stay finite too. Data from content may hold anything.
 */
export const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 1e12;

/** A string with something in it, trimmed; undefined otherwise. */
export const words = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
