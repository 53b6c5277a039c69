// @vitest-environment node
/** Places per client address: four, the next in line taking the first to come free, or refused after its wait. */
import { describe, expect, it } from 'vitest';
import { createInFlightLimit } from './in-flight-limit';

describe('the in-flight limit', () => {
  it('gives an address four places, hands a freed one to the query waiting longest, and refuses one that waited too long', async () => {
    const limit = createInFlightLimit(4, 50);
    const places = await Promise.all(Array.from({ length: 4 }, () => limit.enter('a')));
    expect(places.every((place) => typeof place === 'function')).toBe(true);
    const fifth = limit.enter('a');
    const sixth = limit.enter('a');
    places[0]?.();
    places[0]?.(); // Giving a place back twice frees it once.
    expect(typeof (await fifth)).toBe('function');
    await expect(sixth).resolves.toBeUndefined();
    // Another address has places of its own all along.
    expect(typeof (await limit.enter('b'))).toBe('function');
  });

  it('frees an address entirely once all its queries have ended', async () => {
    const limit = createInFlightLimit(1, 50);
    const first = await limit.enter('a');
    first?.();
    const again = await limit.enter('a');
    expect(typeof again).toBe('function');
  });
});
