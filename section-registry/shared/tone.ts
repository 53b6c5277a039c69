import { z } from '../../src/lib/zod-mini';

/** Background of a section, so neighbouring sections can alternate. */
export const tones = z.enum(['plain', 'muted', 'brand']);
export const tone = z._default(tones, 'plain');
