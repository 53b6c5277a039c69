import { describe, expect, it } from 'vitest';
import { balancedColumns } from './balanced-columns';

describe('balancedColumns', () => {
  it.each([
    // [cards, columns allowed, columns taken]
    [6, 3, 3],
    [10, 4, 5], // ten mindsets: two rows of five, not 4 + 4 + 2
    [4, 3, 4], // one row of four, not 3 + 1
    [8, 3, 4],
    [6, 4, 3], // two rows of three, not 4 + 2
    [5, 3, 3], // no even split: 3 + 2, the grid centres the 2
    [2, 3, 2], // fewer cards than columns: no empty columns
    [7, 1, 1],
  ])('%i cards where %i columns fit take %i', (count, max, expected) => {
    expect(balancedColumns(count, max)).toBe(expected);
  });
});
