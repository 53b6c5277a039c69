// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_URL, parseSiteUrl } from './site-url';

describe('SITE_URL', () => {
  it('defaults to where npm start serves, for local use', () => {
    expect(parseSiteUrl(undefined)).toBe(DEFAULT_SITE_URL);
    expect(parseSiteUrl('')).toBe(DEFAULT_SITE_URL);
  });

  it('is an origin: a trailing slash is dropped', () => {
    expect(parseSiteUrl('https://www.mindrise.example/')).toBe('https://www.mindrise.example');
  });

  it.each(['www.mindrise.example', 'ftp://mindrise.example', 'https://mindrise.example/site', 'https://x.example/?a'])(
    'refuses "%s" with a message naming the setting',
    (value) => {
      expect(() => parseSiteUrl(value)).toThrow(/SITE_URL/);
    },
  );
});
