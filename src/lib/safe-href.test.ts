// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_IN_TEXT, isAllowedImageSource, isSafeHref, mailtoHref, telHref } from './safe-href';

describe('telHref and mailtoHref', () => {
  it('link a formatted phone number and an email address', () => {
    expect(telHref('+44 (0) 20 7946 0321')).toBe('tel:+4402079460321');
    expect(telHref('0800 123 4567')).toBe('tel:08001234567');
    expect(mailtoHref(' hello@example.org ')).toBe('mailto:hello@example.org');
  });

  it('give no link for text that is not one number or address', () => {
    expect(telHref('Ask at reception')).toBeUndefined();
    expect(telHref('Ext. 12')).toBeUndefined();
    expect(mailtoHref('hello@example.org\nsales@example.org')).toBeUndefined();
    expect(mailtoHref('hello@example.org (UK office)')).toBeUndefined();
    expect(mailtoHref('javascript:alert(1)')).toBeUndefined();
  });

  it('only ever make links the site accepts, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (text) => {
        for (const href of [telHref(text), mailtoHref(text)])
          if (href !== undefined) expect(isSafeHref(href)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('EMAIL_IN_TEXT', () => {
  it('finds the address inside a line', () => {
    expect(EMAIL_IN_TEXT.exec('Enquiries: hello@example.co.uk, weekdays')?.[0]).toBe('hello@example.co.uk');
  });

  it('scans a very long line without an address in linear time', () => {
    // Unbounded, this line took about 20 s to scan (quadratic); bounded it takes a few milliseconds.
    const line = 'A'.repeat(100_000);
    const started = performance.now();
    expect(EMAIL_IN_TEXT.exec(line)).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('isAllowedImageSource (the image origins the CSP allows)', () => {
  it('takes a path on this site and an address on Sanity’s image CDN', () => {
    expect(isAllowedImageSource('/images/people/jane-doe.jpg')).toBe(true);
    expect(isAllowedImageSource('https://cdn.sanity.io/images/abc123/production/photo-400x400.jpg')).toBe(true);
  });

  it('refuses any other origin, and tricks that would reach one', () => {
    for (const value of [
      'https://example.org/photo.jpg',
      'https://cdn.sanity.io.evil.example/photo.jpg',
      'https://cdn.sanity.io@evil.example/photo.jpg',
      'http://cdn.sanity.io/images/photo.jpg',
      '//evil.example/photo.jpg',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
    ]) {
      expect(isAllowedImageSource(value)).toBe(false);
    }
  });
});
