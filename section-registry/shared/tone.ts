import { z } from '../../src/lib/zod';

/** Background of a section, so neighbouring sections can alternate. */
export const tone = z.enum(['plain', 'muted', 'brand']).default('plain');
