/**
 * zod/mini for what runs in the browser: the section schemas that parse content
 * leniently. It is the same engine as zod with functions in place of methods,
 * so a bundle keeps only what the schemas use (about 7 kB gzip against 24 kB).
 * Build-time tooling (manifest validation, the content model) keeps classic
 * zod from ./zod.ts; the two mix freely.
 *
 * Jitless for the same reason as ./zod.ts: zod's eval probe trips the CSP.
 */
import * as z from 'zod/mini';

z.config({ jitless: true });

export { z };

/** A schema with a description, shown to manifest authors by their editor (via the generated JSON Schema). */
export function described<T extends z.ZodMiniType>(schema: T, description: string): T {
  return schema.check(z.describe(description));
}
