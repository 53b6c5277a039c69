import { describe, expect, it } from 'vitest';
import type { Band } from './layers';
import { clipToCircle } from './lens';

const lens = { cx: 100, cy: 100, r: 50 };
const band = (x: number, y: number, width: number, height: number): Band => ({ x, y, width, height, tint: 'deep' });

describe('a band seen through the lens', () => {
  it('is the band itself, straight sided, when it lies wholly inside the glass', () => {
    expect(clipToCircle(band(90, 95, 20, 10), lens)).toBe('M90 95L110 95L110 105L90 105L90 95Z');
  });

  it('follows the circle where the band runs past the glass on both sides', () => {
    const path = clipToCircle(band(0, 90, 200, 20), lens) ?? '';
    expect(path.match(/A50 50/g)).toHaveLength(2);
    expect(path).toMatch(/^M51 90L149 90A50 50 0 0 1 149 110/);
  });

  it('is a straight edge on one side and an arc on the other when it starts inside and runs out', () => {
    const path = clipToCircle(band(100, 90, 200, 20), lens) ?? '';
    expect(path.match(/A50 50/g)).toHaveLength(1);
    expect(path.startsWith('M100 90')).toBe(true);
  });

  it('is nothing when the band misses the glass', () => {
    expect(clipToCircle(band(0, 0, 40, 10), lens)).toBeNull();
    expect(clipToCircle(band(0, 160, 200, 10), lens)).toBeNull();
  });
});
