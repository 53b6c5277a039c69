/**
 * The one script every page names, written inline (server/deferred-entry.ts) in place of the
 * `<script src>` of the page runtime (page.ts): it asks for the page's scripts once the page has
 * painted, never before.
 *
 * Why: a script the HTML names is fetched by the preload scanner beside the stylesheet and the fonts,
 * and on a slow phone's connection it competes with them for the first paint it has nothing to do
 * with. Lighthouse's model of such a phone counts every request that ends before the paint: with the
 * runtime and the enhancements named in the head, LCP measured 1.09-1.27 × that of the same HTML with
 * no scripts. Asked for after the paint, they follow the page instead of delaying it.
 *
 * Serialised with Function.prototype.toString into an inline module script (allowed by its CSP hash),
 * so it must stay self-contained: no imports, no names from outside its own body.
 */
export function startAfterPaint(entry: string, pageScriptsId: string): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The enhancements download beside the runtime that imports them, not one round trip after it.
    let enhancements: unknown = [];
    try {
      const scripts = JSON.parse(document.getElementById(pageScriptsId)?.textContent ?? '{}') as {
        enhancements?: unknown;
      };
      enhancements = scripts.enhancements;
    } catch {
      // The runtime reads the same data and reports it; the preloads are only a head start.
    }
    for (const url of Array.isArray(enhancements) ? enhancements : []) {
      if (typeof url !== 'string') continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = url;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.head.append(script);
  };
  const prerendering = (document as Document & { prerendering?: boolean }).prerendering === true;
  // A page prerendered for a likely navigation, or in a hidden tab, paints nothing until shown: load
  // now, so that it is ready when shown (the runtime itself waits to be shown before it runs).
  if (
    prerendering ||
    document.visibilityState === 'hidden' ||
    !PerformanceObserver.supportedEntryTypes.includes('paint')
  ) {
    start();
    return;
  }
  // The browser's own first-contentful-paint entry: an animation frame runs before its frame reaches
  // the screen, early enough for these requests to compete with the paint they should follow.
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(start, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  // A page with nothing to paint reports no entry: start anyway.
  setTimeout(() => {
    observer.disconnect();
    start();
  }, 3000);
}
