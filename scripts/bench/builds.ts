/**
 * The builds the bench compares, each served twice by its own production server: as it is ("site")
 * and as its limit (PAGE_VARIANT=limit: the same HTML without scripts or preload hints). This
 * checkout's build is "after"; with --before=<checkout>, that checkout's already built dist/ is
 * "before", measured in the same run and interleaved with it, so both meet the same machine.
 * Servers listen on free loopback ports and are stopped by their own PIDs.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Server } from 'node:http';
import { startBuiltServer, type BuiltServer } from '../../tests/e2e/built-server';
import { freePort } from '../../tests/support/http';
import { startFaviconHold } from './favicon-hold';

export type BuildName = 'before' | 'after';

export interface ServedBuild {
  name: BuildName;
  /** The checkout whose dist/ is served. */
  root: string;
  /** The site as visitors get it, for the browser measures (INP, navigation). */
  siteUrl: string;
  /** Its limit, straight from its server. */
  limitUrl: string;
  /** Where Lighthouse reaches each side: through favicon-hold.ts (see there). */
  lighthouseUrl: { site: string; limit: string };
}

export interface Builds {
  builds: ServedBuild[];
  stop: () => Promise<void>;
}

/** The "before" checkout named by --before, when it has a build; undefined (and said) otherwise. */
export function beforeRoot(option: string | undefined): string | undefined {
  if (!option) return undefined;
  const root = resolve(option);
  if (existsSync(join(root, 'dist/server/start.js'))) return root;
  console.warn(`--before=${option}: no dist/server/start.js there; measuring this build alone.`);
  return undefined;
}

export async function serveBuilds(before: string | undefined): Promise<Builds> {
  const servers: BuiltServer[] = [];
  const proxies: Server[] = [];
  const serve = async (name: BuildName, root: string): Promise<ServedBuild> => {
    const site = await startBuiltServer({}, { root });
    const limit = await startBuiltServer({ PAGE_VARIANT: 'limit' }, { root });
    servers.push(site, limit);
    const held = async (port: number) => {
      const listen = await freePort();
      proxies.push(await startFaviconHold(listen, port));
      return `http://127.0.0.1:${listen}`;
    };
    return {
      name,
      root,
      siteUrl: `http://127.0.0.1:${site.port}`,
      limitUrl: `http://127.0.0.1:${limit.port}`,
      lighthouseUrl: { site: await held(site.port), limit: await held(limit.port) },
    };
  };
  const stop = async () => {
    for (const proxy of proxies) proxy.close().closeAllConnections();
    await Promise.all(servers.map((server) => server.kill()));
  };
  try {
    const builds = [await serve('after', process.cwd())];
    if (before) builds.unshift(await serve('before', before));
    return { builds, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
