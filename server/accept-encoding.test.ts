// @vitest-environment node
/** Content codings as a request's Accept-Encoding weighs them (RFC 9110, 12.5.3). */
import { describe, expect, it } from 'vitest';
import { acceptsIdentity, chooseEncoding, COMPRESSED_FIRST } from './accept-encoding';

describe('choosing a content coding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0', 'identity'],
    ['gzip;q=0.5, br;q=0.4', 'gzip'],
    ['identity;q=0, gzip;q=0.5, br;q=0.4', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['*;q=0, identity', 'identity'],
    ['x-gzip', 'gzip'],
    ['BR;Q=1', 'br'],
    ['', 'identity'],
    ['zstd', 'identity'],
    // A weight that is not a qvalue says nothing: the entry is ignored.
    ['br;q=high, gzip', 'gzip'],
  ])('takes "%s" to mean %s for a large response', (header, coding) => {
    expect(chooseEncoding(header, COMPRESSED_FIRST)).toBe(coding);
  });

  it('sends identity to a request with no Accept-Encoding at all', () => {
    expect(chooseEncoding(undefined, COMPRESSED_FIRST)).toBe('identity');
  });

  it('finds nothing acceptable when identity and every coding the server has are refused', () => {
    for (const header of ['identity;q=0', '*;q=0', 'br;q=0, gzip;q=0, identity;q=0', 'zstd, identity;q=0']) {
      expect(chooseEncoding(header, COMPRESSED_FIRST), header).toBeUndefined();
    }
    // A file kept only as it is (an image, say) is not acceptable to a client that refuses identity.
    expect(chooseEncoding('br, identity;q=0', ['identity'])).toBeUndefined();
  });

  it('weighs identity the header does not name below every coding it names', () => {
    expect(chooseEncoding('gzip;q=0.001', COMPRESSED_FIRST)).toBe('gzip');
    expect(chooseEncoding('gzip;q=0.5, identity', COMPRESSED_FIRST)).toBe('identity');
  });

  it('says whether a response may go uncompressed (a small one is not worth compressing)', () => {
    expect(acceptsIdentity(undefined)).toBe(true);
    expect(acceptsIdentity('gzip, br')).toBe(true);
    expect(acceptsIdentity('gzip, br, identity;q=0')).toBe(false);
    expect(acceptsIdentity('*;q=0, br')).toBe(false);
  });
});
