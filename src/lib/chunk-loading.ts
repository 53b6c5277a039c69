/**
 * Downloading code after the page has loaded can fail: a flaky network, or a
 * tab left open across a deploy, whose chunk names no longer exist. A failed
 * download is tried once more; when it fails again because the file is gone
 * (a 404), the page reloads itself once into the new version.
 *
 * Tried once more under a new URL: browsers remember a failed module for the
 * page's life, and answer a second import() of the same URL with the same
 * failure without asking the network (Chromium 150 does; whatwg/html#10327
 * changes the standard, browsers have yet to follow).
 */

/** Long enough for a dropped connection to come back, short enough not to be noticed. */
const RETRY_DELAY_MS = 400;
/** One reload for a new deploy per this window: a reload that does not help is never repeated in a loop. */
const RELOAD_WINDOW_MS = 10 * 60_000;
/** Shared with the entry's own loader (load-entry-chunk.ts), which cannot import it. */
export const RELOADED_AT_KEY = 'site:reloaded-for-new-deploy';

/** What an import() resolves to: the module's exports by name. */
export type ModuleExports = Record<string, unknown>;

export interface RetryOptions<T> {
  /**
   * From the exports of the file that failed, what `load` gives; undefined when they do not hold
   * it (the failed file was another than the one `load` imports). Without it, the second try
   * calls `load` again, which only a browser that forgets failed modules fetches anew.
   */
  fromExports?: (exports: ModuleExports) => T | undefined;
  /** How a file is imported by URL (tests replace it). */
  importUrl?: (url: string) => Promise<ModuleExports>;
}

const importByUrl = (url: string) => import(/* @vite-ignore */ url) as Promise<ModuleExports>;

/** Runs `load`, and once more if it fails; a second failure is checked for a new deploy, then thrown. */
export async function loadWithRetry<T>(load: () => Promise<T>, options: RetryOptions<T> = {}): Promise<T> {
  try {
    return await load();
  } catch (error) {
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    try {
      return await loadAgain(load, error, options);
    } catch (again) {
      void reloadIfNewDeploy(again);
      throw again;
    }
  }
}

/**
 * The failed file (the browser's error names the file import() asked for, even when one of
 * its imports is what failed) under a new URL, so the browser fetches it anew.
 */
async function loadAgain<T>(
  load: () => Promise<T>,
  error: unknown,
  { fromExports, importUrl = importByUrl }: RetryOptions<T>,
): Promise<T> {
  const url = failedFileUrl(error);
  if (!fromExports || !url?.endsWith('.js') || new URL(url).origin !== window.location.origin) return load();
  const value = fromExports(await importUrl(`${url}?retry=${Date.now()}`));
  if (value === undefined) throw error;
  return value;
}

/** The file a failed module or stylesheet download names in its message (Chromium and Firefox do). */
export function failedFileUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/\S+?\.(?:js|css))\b/.exec(message)?.[1];
}

let checking = false;

/**
 * Reloads the page once if the file a download failed on is gone from the
 * server, which is what a new deploy does to a page's chunks. A file that
 * exists (a network hiccup) or cannot be checked leaves the page as it is.
 */
export async function reloadIfNewDeploy(error: unknown, reload = () => window.location.reload()): Promise<boolean> {
  const url = failedFileUrl(error);
  if (
    typeof window === 'undefined' ||
    !url ||
    checking ||
    reloadedRecently() ||
    new URL(url).origin !== window.location.origin
  )
    return false;
  checking = true;
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    if (response.status !== 404) return false;
    console.warn(`${url} is gone: the site has a new version, so the page reloads once.`);
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
    reload();
    return true;
  } catch {
    return false;
  } finally {
    checking = false;
  }
}

function reloadedRecently(): boolean {
  try {
    const at = Number(sessionStorage.getItem(RELOADED_AT_KEY));
    return Number.isFinite(at) && Date.now() - at < RELOAD_WINDOW_MS;
  } catch {
    // Storage refused (a privacy mode): without a memory of the last reload, never reload.
    return true;
  }
}

/**
 * Vite reports a failed preload of a chunk's dependencies (its CSS, say) as
 * `vite:preloadError`; the same check applies. The error still reaches the
 * caller, whose retry and boundary handle it.
 */
export function listenForPreloadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    void reloadIfNewDeploy((event as Event & { payload?: unknown }).payload);
  });
}
