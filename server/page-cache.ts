/**
 * Which render of a page to serve, and when to render again: the page
 * responder's memory, one entry per route.
 *
 * - A good render (made with its content) is served for the freshness window.
 * - After that the next request waits for a new render. If that render cannot
 *   read its content (or fails, or takes too long), the last good render keeps
 *   being served: stale-if-error (RFC 5861), as a CDN in front may do too. A
 *   visitor and a crawler get the page as it last was, not "Loading...".
 * - While content is failing, a route renders again at most once per retry
 *   interval, in the background, and says so in the log once per attempt: a
 *   failing content source costs one render per interval, not one per request.
 * - Only a route that has never rendered well shows its loading state (never
 *   cached by anyone else, and also tried again at most once per interval).
 */

export interface RenderedCopy {
  /** When it was rendered (the responder's clock). */
  renderedAt: number;
  /** Rendered without its content (its loading state): never served in place of a good render. */
  degraded: boolean;
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

interface RouteMemory<Page> {
  good?: Page | undefined;
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
    memory.rendering ??= options
      .produce(pathname)
      .then(
        (produced) => {
          if (produced.kind !== 'page') return produced;
          if (!produced.page.degraded) {
            if (memory.failedAt !== undefined) log(`[pages] ${key}: rendered with its content again.`);
            memory.good = produced.page;
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
      .finally(() => (memory.rendering = undefined));
    return memory.rendering;
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
      if (!memory) routes.set(key, (memory = {}));
      const { good, degraded, failedAt } = memory;
      if (good && now() - good.renderedAt < maxAgeMs) return Promise.resolve({ kind: 'page', page: good });
      const failingLately = failedAt !== undefined && now() - failedAt < retryIntervalMs;
      const fallback = good ?? degraded;
      if (failingLately && fallback) return Promise.resolve({ kind: 'page', page: fallback });
      if (failedAt !== undefined && good) {
        // Still failing, as far as anyone knows: try again behind the scenes, and serve what was good meanwhile.
        renderOnce(key, pathname, memory).catch(() => undefined);
        return Promise.resolve({ kind: 'page', page: good });
      }
      return awaitRender(key, pathname, memory);
    },
  };
}
