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

server.listen(port, host, () => {
  const shown = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host;
  console.log(`Site and content service on http://${shown}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
