/**
 * Runs a callback once the page has painted. The site's JavaScript starts
 * here, so nothing the first paint doesn't need is fetched ahead of it: a slow
 * phone shows the server's HTML and CSS first, then hydrates.
 *
 * "Painted" is the browser's own first-contentful-paint entry: an animation
 * frame alone runs before the frame reaches the screen, early enough for the
 * script requests to compete with the paint they should follow.
 */
const SAFETY_MS = 5000;

export function afterFirstPaint(callback: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  // A hidden tab paints nothing until shown: there is nothing to wait for.
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
    requestAnimationFrame(() => setTimeout(run, 0));
    setTimeout(run, 100);
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(run, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  // Should the entry never come (a page with nothing to paint), start anyway.
  setTimeout(() => {
    observer.disconnect();
    run();
  }, SAFETY_MS);
}
