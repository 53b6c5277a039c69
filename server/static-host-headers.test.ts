// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { staticHostHeaders } from './static-host-headers';

describe("a static host's header file (dist/client/_headers)", () => {
  const file = staticHostHeaders(['sha256-abc=']);

  it('gives every path the strict policy, allowing the build’s inline entry by its hash', () => {
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self'; script-src 'self' 'inline-speculation-rules' 'sha256-abc='; /m);
    expect(file).toContain('\n  X-Frame-Options: DENY\n');
    expect(file).not.toContain('unsafe-eval');
  });

  it('caches the hashed assets for a year', () => {
    expect(file).toMatch(/^\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
  });
});
