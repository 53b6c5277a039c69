/**
 * Spec: pages fade in. Navigation is the browser's, so the fade is a CSS animation of `main`
 * (src/shell/global.css) that a page runs only when a visitor arrives from another page of the site:
 * this marks `<html data-arrived>` when the page is revealed after such a navigation.
 *
 * Why not a cross-document View Transition: Chromium holds the new page's first paint back while it
 * captures the old one, about 80 ms at every navigation (docs/performance.md). The animation starts
 * with the first paint instead, and a first visit (nothing to come from) paints at once, as before.
 *
 * `pagereveal` comes before the first frame a page shows: for a prerendered page, at its activation;
 * for any other, before its first paint, which is why this is a classic inline script in the head
 * (server/arrival-script.ts), not a module that could run after that frame.
 *
 * Serialised with Function.prototype.toString, so it must stay self-contained.
 */
export function markArrival(attribute: string): void {
  addEventListener('pagereveal', () => {
    // Browsers without the Navigation API show the page without the fade.
    const activation = (self as { navigation?: Navigation }).navigation?.activation;
    // `from` is null when the page before was another site's (or none, as on a first visit).
    if (!activation?.from || activation.navigationType === 'reload') return;
    document.documentElement.setAttribute(attribute, '');
  });
}
