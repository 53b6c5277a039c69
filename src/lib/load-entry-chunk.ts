/**
 * How the inline entry (src/main.tsx) loads the app's own chunks (React, the router, the app),
 * by the rule src/lib/chunk-loading.ts applies to section and manifest chunks: a failed download
 * is tried once more under a new URL (?retry=…: browsers remember a failed module and would
 * answer the same URL unfetched); when that fails too because the file is gone (a 404), as the
 * chunks of a tab that outlived a deploy are, the page reloads once into the new version.
 *
 * Written again rather than imported from chunk-loading.ts: the entry is inlined into each page
 * and may only bundle modules nothing else imports (a module the app shares becomes a chunk of
 * its own, which an inline script cannot import; the build refuses). Every byte here is in every
 * page, hence the terse code. The memory of the one reload is the same sessionStorage entry, so
 * neither file's reload can start a loop with the other's (load-entry-chunk.test.ts holds the
 * two keys equal).
 */

/** The sessionStorage entry that remembers a reload for a new deploy (chunk-loading.ts's too). */
export const ENTRY_RELOADED_AT_KEY = 'site:reloaded-for-new-deploy';

/**
 * Imports one of the app's chunks; false when it could not be had. The page then reloads into
 * the new version, or, when the file is still there or a reload was tried in the last ten
 * minutes, stays as the server sent it (readable, without its enhancements), with the reason
 * logged, never thrown. `importUrl` and `reload` are the browser's own but in tests.
 */
export async function loadEntryChunk(
  url: string,
  importUrl = (href: string): Promise<unknown> => import(/* @vite-ignore */ href),
  reload = () => window.location.reload(),
): Promise<boolean> {
  try {
    await importUrl(url);
    return true;
  } catch {
    // Long enough for a dropped connection to come back, short enough not to be noticed.
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
  try {
    await importUrl(`${url}?retry=${Date.now()}`); // the build's chunk URLs carry no query
    return true;
  } catch (error) {
    try {
      const storage = window.sessionStorage;
      // Number(null) is 0: never reloaded. Storage refused throws: without a memory of the reload, stay.
      if (
        Date.now() - Number(storage.getItem(ENTRY_RELOADED_AT_KEY)) > 600_000 &&
        (await fetch(url, { method: 'HEAD', cache: 'no-store' })).status === 404
      ) {
        storage.setItem(ENTRY_RELOADED_AT_KEY, String(Date.now()));
        console.warn(`${url} is gone: the site has a new version, so the page reloads once.`);
        reload();
        return false;
      }
    } catch {
      // Offline, or storage refused: the page stays.
    }
    console.error(`${url} could not be loaded, so the page stays as the server sent it.`, error);
    return false;
  }
}
