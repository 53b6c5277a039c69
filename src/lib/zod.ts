/**
 * The project's zod: import { z } from here, not from 'zod'.
 *
 * zod probes for eval support (`new Function('')`) when it builds an object
 * schema, to compile faster parsers. The site's Content-Security-Policy forbids
 * eval, so the probe shows as a violation in every visitor's console. Configuring
 * jitless mode in the module that hands out `z` guarantees it happens before any
 * schema is built, whatever order the bundler runs modules in.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
