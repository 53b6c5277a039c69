import { describe, expect, it } from 'vitest';
import { hasEnded, parseDateRange } from './event-dates';

describe('event dates as the card shows them', () => {
  it.each([
    ['5 December 2023', { start: '2023-12-05' }],
    ['12-14 September 2023', { start: '2023-09-12', end: '2023-09-14' }],
    ['12–14 September 2023', { start: '2023-09-12', end: '2023-09-14' }],
    ['30 September - 2 October 2023', { start: '2023-09-30', end: '2023-10-02' }],
    ['30 December 2023 – 2 January 2024', { start: '2023-12-30', end: '2024-01-02' }],
  ])('reads "%s"', (text, range) => {
    expect(parseDateRange(text)).toEqual(range);
  });

  it.each(['', 'TBC', 'September 2023', '31 September 2023', '14-12 September 2023', '1-2-3 May 2024'])(
    'refuses "%s" rather than guess (the Event is left out, the card still shows)',
    (text) => {
      expect(parseDateRange(text)).toBeUndefined();
    },
  );

  it('counts an event as over only once its last day has gone by', () => {
    expect(hasEnded('12-14 September 2023', '2023-09-13')).toBe(false);
    expect(hasEnded('12-14 September 2023', '2023-09-14')).toBe(false);
    expect(hasEnded('12-14 September 2023', '2023-09-15')).toBe(true);
    expect(hasEnded('5 December 2023', '2026-11-26')).toBe(true);
    // A date nobody can read is never declared over.
    expect(hasEnded('TBC', '2026-11-26')).toBe(false);
    expect(hasEnded(undefined, '2026-11-26')).toBe(false);
  });
});
