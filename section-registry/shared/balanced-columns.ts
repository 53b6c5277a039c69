/**
 * How many columns a list of `count` cards takes at a breakpoint that allows
 * `max`, so the last row is as full as it can be: `max` when it divides evenly,
 * else one more or one fewer when that does (ten cards in five, not 4 + 4 + 2),
 * else `max`, and the grid centres the short last row.
 */
export function balancedColumns(count: number, max: number): number {
  if (max <= 1 || count <= max) return Math.max(1, Math.min(count, max));
  if (count % max === 0) return max;
  if (max >= 3 && count % (max + 1) === 0) return max + 1;
  if (max - 1 >= 2 && count % (max - 1) === 0) return max - 1;
  return max;
}
