// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ResultTooLargeError, stringifyWithin } from './bounded-json';

describe('stringifyWithin', () => {
  it('writes what JSON.stringify writes, for any JSON value under the limit', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(stringifyWithin(value, 10 * 1024 * 1024)).toBe(JSON.stringify(value));
      }),
    );
  });

  it('drops undefined members and writes undefined array items as null, as JSON.stringify does', () => {
    const value = { a: undefined, b: [undefined, 1], c: Number.NaN };
    expect(stringifyWithin(value, 1024)).toBe(JSON.stringify(value));
  });

  it('counts UTF-8 bytes: a string of multi-byte characters meets the limit sooner than its length', () => {
    expect(() => stringifyWithin('é'.repeat(600), 1024)).toThrow(ResultTooLargeError);
    expect(stringifyWithin('e'.repeat(600), 1024)).toHaveLength(602);
  });

  it('stops at the limit a value that shares its parts, without writing it out', () => {
    // Six levels of ten references to the level below: a few hundred objects held, 10^6 copies written out.
    let value: unknown = { title: 'x'.repeat(100) };
    for (let level = 0; level < 6; level += 1) value = { items: Array.from({ length: 10 }, () => value) };
    const started = performance.now();
    expect(() => stringifyWithin(value, 64 * 1024)).toThrow('larger than the 64 KiB this service returns');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
