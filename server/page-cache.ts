/**
 * Which render of a page to serve, and when to render again: the page
 * responder's memory, one entry per route.
 *
 * - A good render (made with its content) is kept with the sync tags of that
 *   content. While the server follows live events (live-follower.ts), it is
 *   served until an event names one of its tags: then the route renders again
 *   in the background, and is served as it was until the new render is ready
 *   (no visitor waits for it). Routes whose tags no event names are neither
 *   dropped nor rendered again. An event that arrives while a route is
 *   rendering is held against that render's tags when it finishes.
 * - While the server does not follow events (not connected, or reconnecting),
 *   a good render is served for the freshness window.
 * - After that the next request waits for a new render. If that render cannot
 *   read its content (or fails, or takes too long), the last good render keeps
 *   being served: stale-if-error (RFC 5861), as a CDN in front may do too. A
 *   visitor and a crawler get the page as it last was, not "Loading...".
 * - While content is failing, a route renders again at most once per retry
 *   interval, in the background, and says so in the log once per attempt: a
 *   failing content source costs one render per interval, not one per request.
 * - Only a route that has never rendered well shows its loading state (never
 *   cached by anyone else, and also tried again at most once per interval).
 * - Renders in the background (after an event, or to retry) take turns, paced,
 *   and a route is due once however many events name it (render-queue.ts):
 *   a change of every document never takes the main thread from visitors.
 */
import { createRenderQueue } from './render-queue.ts';

export interface RenderedCopy {
  /** When it was rendered (the responder's clock). */
  renderedAt: number;
  /** Rendered without its content (its loading state): never served in place of a good render. */
  degraded: boolean;
  /** The sync tags of the content it was rendered with. */
  syncTags: readonly string[];
}

export type Outcome<Page> = { kind: 'redirect'; location: string } | { kind: 'page'; page: Page };

export interface PageCacheOptions<Page extends RenderedCopy> {
  produce: (pathname: string) => Promise<Outcome<Page>>;
  /** A good render is served without rendering again for this long (the content freshness window). */
  maxAgeMs: number;
  /** After a failed render, the next is tried no sooner than this. */
  retryIntervalMs: number;
  /** A request waits this long for a render, then gets the last good one (or RenderTimeoutError). */
  renderTimeoutMs: number;
  now: () => number;
  log: (message: string) => void;
}

/** A route with nothing to show waited longer than the render timeout. */
export class RenderTimeoutError extends Error {}

/** Stands for every tag: a restart, after which nothing can be assumed current. */
const EVERY_TAG = '*';

interface RouteMemory<Page> {
  /** The path it was last served at (its render's input, for rendering again in the background). */
  pathname: string;
  good?: Page | undefined;
  /** A live event named one of the good render's tags: a new render is due (served as it is meanwhile). */
  outdated?: boolean;
  /** Tags events named while a render was in flight (it may have read the content before the change). */
  changedWhileRendering?: Set<string> | undefined;
  /** The loading state, for a route that has never rendered well. */
  degraded?: Page | undefined;
  /** When the last render failed; undefined once one succeeds. */
  failedAt?: number | undefined;
  /** When a failure was last logged: at most once per retry interval, however many requests meet it. */
  loggedAt?: number | undefined;
  rendering?: Promise<Outcome<Page>> | undefined;
}

export function createPageCache<Page extends RenderedCopy>(options: PageCacheOptions<Page>) {
  const { maxAgeMs, retryIntervalMs, now, log } = options;
  const routes = new Map<string, RouteMemory<Page>>();
  const seconds = (ms: number) => Math.round(ms / 1000);
  /** Following live events: a good render is current until an event names its tags, not for a window. */
  let live = false;
  const isCurrent = (memory: RouteMemory<Page>, good: Page) =>
    !memory.outdated && (live || now() - good.renderedAt < maxAgeMs);
  const touches = (page: Page, changed: ReadonlySet<string>) =>
    changed.has(EVERY_TAG) || page.syncTags.some((tag) => changed.has(tag));

  const failed = (key: string, memory: RouteMemory<Page>, reason: string) => {
    memory.failedAt = now();
    if (memory.loggedAt !== undefined && now() - memory.loggedAt < retryIntervalMs) return;
    memory.loggedAt = now();
    const next = `trying again in ${seconds(retryIntervalMs)} s at most`;
    if (memory.good) {
      const age = seconds(now() - memory.good.renderedAt);
      log(`[pages] ${key}: ${reason}; serving its last good render (${age} s old), ${next}.`);
    } else {
      log(`[pages] ${key}: ${reason}, and it has never rendered with its content; serving its loading state, ${next}.`);
    }
  };

  /** One render per route at a time; what it gives is remembered for the requests after it. */
  const renderOnce = (key: string, pathname: string, memory: RouteMemory<Page>): Promise<Outcome<Page>> => {
    if (memory.rendering) return memory.rendering;
    memory.changedWhileRendering = undefined;
    memory.rendering = options
      .produce(pathname)
      .then(
        (produced) => {
          if (produced.kind !== 'page') {
            memory.outdated = false;
            return produced;
          }
          if (!produced.page.degraded) {
            if (memory.failedAt !== undefined) log(`[pages] ${key}: rendered with its content again.`);
            memory.good = produced.page;
            memory.outdated = memory.changedWhileRendering
              ? touches(produced.page, memory.changedWhileRendering)
              : false;
            memory.degraded = undefined;
            memory.failedAt = undefined;
            memory.loggedAt = undefined;
          } else {
            memory.degraded = produced.page;
            failed(key, memory, 'its content could not be read');
          }
          return produced;
        },
        (error: unknown) => {
          failed(key, memory, `its render failed (${error instanceof Error ? error.message : String(error)})`);
          throw error;
        },
      )
      .finally(() => {
        memory.rendering = undefined;
        // Content changed under this render: render again, behind the scenes, with what is current now.
        if (memory.outdated && memory.failedAt === undefined) renderInBackground(key);
      });
    return memory.rendering;
  };

  // Failures are remembered and logged by renderOnce; the route serves what it has meanwhile.
  const background = createRenderQueue({
    render: (key) => {
      const memory = routes.get(key);
      return memory ? renderOnce(key, memory.pathname, memory) : Promise.resolve();
    },
    stillDue: (key) => {
      const memory = routes.get(key);
      return memory !== undefined && (memory.outdated === true || memory.failedAt !== undefined);
    },
  });
  /** In turn, paced, each route once however many changes name it (render-queue.ts). */
  const renderInBackground = (key: string) => background.add(key);

  /** Routes whose render read any of these tags (or all, for EVERY_TAG) render again in the background. */
  const changed = (tags: ReadonlySet<string>): string[] => {
    const due: string[] = [];
    for (const [key, memory] of routes) {
      if (memory.rendering) {
        memory.changedWhileRendering ??= new Set();
        for (const tag of tags) memory.changedWhileRendering.add(tag);
      }
      if (!memory.good || !touches(memory.good, tags)) continue;
      memory.outdated = true;
      due.push(key);
      renderInBackground(key);
    }
    return due;
  };

  /** The render, or the fallback if it fails or takes longer than the render timeout. */
  const awaitRender = async (key: string, pathname: string, memory: RouteMemory<Page>): Promise<Outcome<Page>> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>(
      (resolve) => (timer = setTimeout(resolve, options.renderTimeoutMs, 'timeout')),
    );
    try {
      const produced = await Promise.race([renderOnce(key, pathname, memory), timeout]);
      if (produced === 'timeout') {
        failed(key, memory, `its render took longer than ${options.renderTimeoutMs} ms`);
        if (memory.good) return { kind: 'page', page: memory.good };
        throw new RenderTimeoutError(`Rendering ${pathname} took longer than ${options.renderTimeoutMs} ms`);
      }
      if (produced.kind === 'page' && produced.page.degraded && memory.good) return { kind: 'page', page: memory.good };
      return produced;
    } catch (error) {
      if (memory.good && !(error instanceof RenderTimeoutError)) return { kind: 'page', page: memory.good };
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    /** What to serve for a route (its cache key) at a path. */
    serve(key: string, pathname: string): Promise<Outcome<Page>> {
      let memory = routes.get(key);
      if (!memory) routes.set(key, (memory = { pathname }));
      memory.pathname = pathname;
      const { good, degraded, failedAt } = memory;
      if (good && isCurrent(memory, good)) return Promise.resolve({ kind: 'page', page: good });
      const failingLately = failedAt !== undefined && now() - failedAt < retryIntervalMs;
      const fallback = good ?? degraded;
      if (failingLately && fallback) return Promise.resolve({ kind: 'page', page: fallback });
      if (good && (failedAt !== undefined || memory.outdated)) {
        // Still failing, or changed and being rendered again: that happens behind the scenes, and what was good is served meanwhile.
        renderInBackground(key);
        return Promise.resolve({ kind: 'page', page: good });
      }
      return awaitRender(key, pathname, memory);
    },
    /** A live event: the routes rendered with any of these tags render again (their keys are returned). */
    invalidate: (tags: Iterable<string>): string[] => changed(new Set(tags)),
    /** A restart: what changed is unknown, so every route rendered well renders again. */
    invalidateAll: (): string[] => changed(new Set([EVERY_TAG])),
    /**
     * How much longer a page just served from this route stays current: unbounded while live events are
     * followed (until an event names it), the rest of the freshness window while they are not, and none
     * for a render known to be out of date (a fallback while failing, or one an event has named).
     */
    freshForMs(key: string, page: Page): number {
      const memory = routes.get(key);
      if (!memory || memory.good !== page || memory.outdated || memory.failedAt !== undefined) return 0;
      if (live) return Number.POSITIVE_INFINITY;
      return Math.max(0, page.renderedAt + maxAgeMs - now());
    },
    /** Whether live events are being followed; while not, the freshness window applies. */
    setLive(following: boolean): void {
      live = following;
    },
  };
}
