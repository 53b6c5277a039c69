import { z } from 'zod';

/**
 * zod probes for eval support (`new Function('')`) to compile faster parsers.
 * The site's Content-Security-Policy forbids eval, so the probe is reported as
 * a violation in every browser console; jitless mode skips it.
 */
z.config({ jitless: true });
