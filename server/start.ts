/**
 * `npm start`: serve the production build with the embedded content service.
 * PORT and HOST override the address; CONTENT_FILE the dataset.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSiteServer } from './site-server';

// Built to dist/server/start.js, so the project root is two levels up.
const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

const server = createSiteServer({
  clientDir: resolve(projectRoot, 'dist/client'),
  datasetFile: process.env.CONTENT_FILE ?? resolve(projectRoot, 'content/production.ndjson'),
});

// A server that cannot listen (port taken, say) must exit, not linger under the handlers below.
server.on('error', (error) => {
  console.error(`Cannot serve on ${host}:${port}:`, error.message);
  process.exit(1);
});

server.listen(port, host, () => {
  const shown = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host;
  console.log(`Site and content service on http://${shown}:${port}`);
});

// Errors that escape a request asynchronously (a file removed mid-stream by a redeploy, say) are
// logged, not fatal: one visitor's failed response must not take the site down for everyone.
process.on('uncaughtException', (error) => console.error('[server] uncaught error (still serving):', error));
process.on('unhandledRejection', (reason) => console.error('[server] unhandled rejection (still serving):', reason));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
