// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { staticHostHeaders } from './static-host-headers';

describe("a static host's header file (dist/client/_headers)", () => {
  const file = staticHostHeaders(['sha256-abc='], 'https://www.example.co.uk');

  it('gives every path the strict policy, allowing an inline script of the template by its hash', () => {
    expect(file).toMatch(
      /^\/\*\n {2}Content-Security-Policy: default-src 'self'; script-src 'self' 'inline-speculation-rules' 'sha256-abc='; /m,
    );
    expect(file).toContain('\n  X-Frame-Options: DENY\n');
    expect(file).not.toContain('unsafe-eval');
  });

  it('tells browsers to keep to https for a year when the site is https, and says nothing of it over http', () => {
    expect(file).toContain('\n  Strict-Transport-Security: max-age=31536000\n');
    expect(staticHostHeaders(['sha256-abc='], 'http://localhost:4173')).not.toContain('Strict-Transport-Security');
  });

  it('caches the hashed assets for a year', () => {
    expect(file).toMatch(/^\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
  });
});
