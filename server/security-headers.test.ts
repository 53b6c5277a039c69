// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { IMAGE_ORIGIN, isAllowedImageSource } from '../src/lib/safe-href';
import { securityHeaders } from './security-headers';

describe('the Content-Security-Policy', () => {
  it('allows images from exactly the origins content may use (isAllowedImageSource)', () => {
    const policy = securityHeaders()['content-security-policy'] ?? '';
    const imageSources = /(?:^|; )img-src ([^;]+)/.exec(policy)?.[1]?.split(' ');
    expect(imageSources).toEqual(["'self'", 'data:', IMAGE_ORIGIN]);
    expect(isAllowedImageSource(`${IMAGE_ORIGIN}/images/p/production/photo.jpg`)).toBe(true);
  });
});
