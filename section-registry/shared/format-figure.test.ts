import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFigure } from './format-figure';

/** Counters write their figures by hand (no Intl on the page's critical path); they must read as Intl would. */
describe('formatFigure', () => {
  const intl = new Intl.NumberFormat('en-GB');

  it('writes the figures a stats section shows as en-GB does', () => {
    expect(formatFigure(25)).toBe('25');
    expect(formatFigure(1500)).toBe('1,500');
    expect(formatFigure(1234567.5)).toBe('1,234,567.5');
    expect(formatFigure(98.6)).toBe('98.6');
  });

  it('agrees with Intl.NumberFormat for any number, including rounding, signs and extremes', () => {
    const figures = fc.oneof(
      fc.integer({ min: -2e9, max: 2e9 }),
      fc.double({ noNaN: false }),
      fc.double({ min: -1e6, max: 1e6 }).map((value) => Math.round(value * 1e4) / 1e4),
    );
    fc.assert(
      fc.property(figures, (value) => formatFigure(value) === intl.format(value)),
      { numRuns: 5000 },
    );
    for (const value of [0, -0, 0.0005, 1.0005, 999.9995, -0.0004, 1e-7, 1e21, Infinity, -Infinity, NaN]) {
      expect(formatFigure(value)).toBe(intl.format(value));
    }
  });
});
