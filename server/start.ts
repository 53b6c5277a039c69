/**
 * `npm start` (after the build): the site, rendered on request with its
 * content, and the embedded content service. PORT and HOST override the
 * address; CONTENT_FILE the dataset (refused at start if it names no file
 * that can be read); CONTENT_MAX_AGE_SECONDS how long a page
 * rendered with its content is served while live events are not followed
 * (300); SITE_URL the public origin pages link to (see site-url.ts: the build
 * must have seen the same one); PREVIEW_SECRET turns draft preview on, and
 * SANITY_API_READ_TOKEN reads a Sanity project's drafts for it.
 * PAGE_VARIANT=limit serves every page without its scripts (the benchmark's
 * limit; never for visitors). SIGTERM or SIGINT drain the server (draining.ts):
 * /readyz fails at once, the server keeps accepting for SHUTDOWN_GRACE_SECONDS
 * (5) so a load balancer stops sending first, then stops listening, and the
 * process exits within that grace plus 10 s whatever its clients do.
 *
 * Once listening, the server subscribes to live events, once: from the Sanity
 * project when the build names one, else from its own embedded service, over
 * loopback with the real client (production-site.ts, live-follower.ts).
 */
// First: on a Node engines.node does not name, the server stops here, saying what to do.
import './supported-node.ts';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configuredContentEnvironment, createContentClient, createContentReader } from '../src/entry-server.tsx';
import { createContentService } from './content-service.ts';
import { parseTemplate, withoutScripts } from './html-document.ts';
import { RESERVED_STREAM_HEADER } from './live-event-streams.ts';
import { liveEventsOf, type LiveFollower } from './live-follower.ts';
import { readScriptSources, TEMPLATE_FILE } from './page-assets.ts';
import { createProductionSite, type PreviewOptions } from './production-site.ts';
import { createPreviewSessions } from './preview-session.ts';
import { createSanityDrafts } from './sanity-drafts.ts';
import { readServerSettings, type ServerSettings } from './server-settings.ts';

/**
 * After the drain grace, what is in flight gets 8 s (draining.ts) and the process exits 10 s after the grace
 * whatever happens: with the default grace, 15 s, inside the 30 s orchestrators wait before SIGKILL
 * (Kubernetes' default terminationGracePeriodSeconds).
 */
const EXIT_AFTER_GRACE_MS = 10_000;

// Built to dist/server/start.js, so the project root is two levels up.
const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const clientDir = resolve(projectRoot, 'dist/client');

const environment = configuredContentEnvironment();
const settings = settingsOrExit();
for (const warning of settings.warnings) console.warn(`[server] ${warning}`);
const { port, host } = settings;
if (settings.previewSecret && environment.projectId && !settings.sanityReadToken) {
  console.error('Cannot start: PREVIEW_SECRET is set, and reading drafts from Sanity needs SANITY_API_READ_TOKEN.');
  process.exit(1);
}
/** Sanity's own hosts, when the build names a project (the origin is then unused). */
const SANITY_ORIGIN = 'https://www.sanity.io';

/** Lets the server's own subscription past the embedded service's bound on streams (live-event-streams.ts). */
const reservedKey = randomBytes(18).toString('base64url');
const content = createContentService({
  datasetFile: settings.contentFile,
  live: { reservedKey },
});
let live: LiveFollower | undefined;
const preview = previewOptions();
const site = createProductionSite({
  clientDir,
  content,
  // After an event, a read through Sanity's CDN is never older than the event.
  readContent: createContentReader(content.readDocument, { lastLiveEventId: () => live?.lastEventId() }),
  template: parseTemplate(readFileSync(join(clientDir, TEMPLATE_FILE), 'utf8')),
  scripts: readScriptSources(clientDir),
  siteUrl: settings.siteUrl,
  contentMaxAgeMs: settings.contentMaxAgeMs,
  drain: { drainGraceMs: settings.shutdownGraceMs },
  ...(preview ? { preview } : {}),
  ...(process.env.PAGE_VARIANT === 'limit' ? { transform: withoutScripts } : {}),
});
const { server } = site;

function previewOptions(): PreviewOptions | undefined {
  const { previewSecret, sanityReadToken: token } = settings;
  if (!previewSecret) return undefined;
  return {
    sessions: createPreviewSessions(previewSecret),
    readDrafts: createContentReader(content.readDocument, { drafts: true, token }),
    drafts: environment.projectId
      ? createSanityDrafts(createContentClient(environment, SANITY_ORIGIN, { drafts: true, token }))
      : { handle: content.handleDrafts, close: () => undefined },
  };
}

/** Live events: Sanity's, or the embedded service's, read with the same client over loopback. */
function liveEventsClient() {
  if (environment.projectId) return createContentClient(environment, SANITY_ORIGIN);
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  const loopback = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '[::1]' : host.includes(':') ? `[${host}]` : host;
  return createContentClient(environment, `http://${loopback}:${listening}`).withConfig({
    headers: { [RESERVED_STREAM_HEADER]: reservedKey },
  });
}

// A server that cannot listen (port taken, say) must exit, not linger under the handlers below.
server.on('error', (error) => {
  console.error(`Cannot serve on ${host}:${port}:`, error.message);
  process.exit(1);
});

server.listen(port, host, () => {
  const shown = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host;
  console.log(`Site and content service on http://${shown}:${port}`);
  live = site.followLive(liveEventsOf(liveEventsClient(), { tag: 'site-server' }));
});

// Errors that escape a request asynchronously (a file removed mid-stream by a redeploy, say) are
// logged, not fatal: one visitor's failed response must not take the site down for everyone.
process.on('uncaughtException', (error) => console.error('[server] uncaught error (still serving):', error));
process.on('unhandledRejection', (reason) => console.error('[server] unhandled rejection (still serving):', reason));

function settingsOrExit(): ServerSettings {
  try {
    return readServerSettings(process.env, {
      contentFile: resolve(projectRoot, 'content/production.ndjson'),
      // With a Sanity project the embedded dataset is unused: its default file need not be there.
      embeddedContent: !environment.projectId,
    });
  } catch (error) {
    console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // A second signal (Ctrl-C twice) means now.
    if (stopping) process.exit(1);
    stopping = true;
    const started = Date.now();
    const grace = settings.shutdownGraceMs / 1000;
    console.log(
      `[server] ${signal}: draining: /readyz answers 503, and the server still answers for ${grace} s ` +
        '(SHUTDOWN_GRACE_SECONDS), each response closing its connection; then it stops listening and in-flight responses finish…',
    );
    const exitDeadlineMs = settings.shutdownGraceMs + EXIT_AFTER_GRACE_MS;
    setTimeout(() => {
      console.error(`[server] still draining after ${exitDeadlineMs / 1000} s: exiting anyway.`);
      process.exit(1);
    }, exitDeadlineMs);
    void site
      .drain()
      .then(() => content.close())
      .then(() => {
        console.log(`[server] drained in ${Date.now() - started} ms.`);
        process.exit(0);
      });
  });
}
