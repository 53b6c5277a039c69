/**
 * Runs a callback once the page has painted. The site's JavaScript starts
 * here, so nothing the first paint doesn't need is fetched ahead of it: a slow
 * phone shows the server's HTML and CSS first, then hydrates.
 */
const FALLBACK_MS = 1000;

export function afterFirstPaint(callback: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  // The frame's callback runs just before it paints; the timeout, just after.
  requestAnimationFrame(() => setTimeout(run, 0));
  // Hidden tabs get no frames: start anyway.
  setTimeout(run, FALLBACK_MS);
}
