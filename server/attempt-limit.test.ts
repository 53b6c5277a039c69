// @vitest-environment node
/** Wrong guesses per client address: a burst of 5, then one every 12 s; a line in the log at most once a minute. */
import { describe, expect, it } from 'vitest';
import { createAttemptLimit } from './attempt-limit';

function limitWithClock() {
  let clock = 0;
  const logged: string[] = [];
  const limit = createAttemptLimit({
    what: 'preview secret',
    now: () => clock,
    log: (message) => logged.push(message),
    maxAddresses: 3,
  });
  return { limit, logged, advance: (ms: number) => (clock += ms) };
}

describe('the wrong-attempt limit', () => {
  it('lets an address get it wrong 5 times, then once every 12 s, and says how long to wait', () => {
    const { limit, advance } = limitWithClock();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(limit.waitSeconds('a')).toBe(0);
      limit.failed('a');
    }
    expect(limit.waitSeconds('a')).toBe(12);
    advance(6000);
    expect(limit.waitSeconds('a')).toBe(6);
    advance(6000);
    expect(limit.waitSeconds('a')).toBe(0);
    limit.failed('a');
    expect(limit.waitSeconds('a')).toBe(12);
    // Asking is free: an address that keeps asking waits no longer than it was told.
    for (let ask = 0; ask < 100; ask++) limit.waitSeconds('a');
    advance(12_000);
    expect(limit.waitSeconds('a')).toBe(0);
    expect(limit.waitSeconds('b')).toBe(0);
  });

  it('says so in the log at most once a minute, counting what it did not say', () => {
    const { limit, logged, advance } = limitWithClock();
    for (let attempt = 0; attempt < 50; attempt++) {
      limit.failed('a');
      limit.waitSeconds('a');
    }
    expect(logged).toHaveLength(1);
    advance(60_000);
    limit.failed('a');
    expect(logged).toHaveLength(2);
    expect(logged[1]).toMatch(/^\[preview secret\] a wrong one from a \(\d+ wrong or refused since the last note\)/);
  });

  it('remembers a bounded number of addresses, forgetting the one heard from longest ago', () => {
    const { limit } = limitWithClock();
    for (const address of ['a', 'b', 'c', 'd']) for (let attempt = 0; attempt < 5; attempt++) limit.failed(address);
    expect(limit.waitSeconds('a')).toBe(0);
    expect(limit.waitSeconds('d')).toBeGreaterThan(0);
  });
});
