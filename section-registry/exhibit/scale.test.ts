// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { anchorAt, dodge, linear, pct, textWidth, ticks, wrap } from './scale';

describe('the scales an exhibit draws with', () => {
  it('map a domain onto a range, either way up, and keep values outside it at the edge', () => {
    const across = linear([0, 18], [0, 1]);
    expect(across(9)).toBe(0.5);
    expect(across(-3)).toBe(0);
    expect(across(40)).toBe(1);
    // Down the page: a higher value is nearer the top.
    const down = linear([40, 70], [300, 60]);
    expect(down(40)).toBe(300);
    expect(down(70)).toBe(60);
    expect(down(55)).toBe(180);
    // A domain of one value draws everything at the start of the range, never NaN.
    expect(linear([5, 5], [0, 100])(5)).toBe(0);
  });

  it('give ticks from start to end by step, both ends included, and refuse to flood the axis', () => {
    expect(ticks(0, 18, 3)).toEqual([0, 3, 6, 9, 12, 15, 18]);
    expect(ticks(1, 12, 2)).toEqual([1, 3, 5, 7, 9, 11]);
    expect(ticks(0, 1, 0.1)).toHaveLength(11);
    expect(ticks(0, 1e6, 1)).toEqual([0, 1e6]);
    expect(ticks(5, 5, 1)).toEqual([5]);
    // Steps too fine to tell apart come once each, never twice (a key a renderer would see twice).
    expect(ticks(0, 1e-300, 5e-301)).toEqual([0]);
    expect(ticks(0, 10, 0)).toEqual([0, 10]);
  });

  it('write a fraction of the width as a percentage an SVG attribute takes, clamped to the graphic', () => {
    expect(pct(0.375)).toBe('37.5%');
    expect(pct(1 / 3)).toBe('33.333%');
    expect(pct(1.2)).toBe('100%');
    expect(pct(-0.1)).toBe('0%');
  });

  it('wrap words to a width, keeping a long word whole on its own line', () => {
    const lines = wrap('Emerging findings tested with your team', 150, 15);
    expect(lines.join(' ')).toBe('Emerging findings tested with your team');
    for (const line of lines) expect(textWidth(line, 15)).toBeLessThanOrEqual(150);
    expect(wrap('Short', 400, 16)).toEqual(['Short']);
    expect(wrap('Internationalisation', 40, 16)).toEqual(['Internationalisation']);
    expect(wrap('  ', 100, 16)).toEqual([]);
    // Bold text is wider, so it wraps sooner.
    expect(wrap('Support, as long as you need it', 265, 15)).toHaveLength(1);
    expect(wrap('Support, as long as you need it', 265, 15, true)).toHaveLength(2);
  });

  it('anchor a label so it runs into the graphic, never out of it', () => {
    expect(anchorAt(0.2)).toEqual({ anchor: 'start', room: 0.8 });
    expect(anchorAt(0.9)).toEqual({ anchor: 'end', room: 0.9 });
  });

  it('push direct labels apart, in their order, within their bounds', () => {
    expect(dodge([100, 105, 300], 20, [0, 400])).toEqual([100, 120, 300]);
    // Given out of order, each keeps its own place in the answer.
    expect(dodge([300, 105, 100], 20, [0, 400])).toEqual([300, 120, 100]);
    // Crowded at the bottom: the run moves up rather than off the graphic.
    expect(dodge([390, 395, 400], 20, [0, 400])).toEqual([360, 380, 400]);
    expect(dodge([], 20, [0, 400])).toEqual([]);
  });
});
