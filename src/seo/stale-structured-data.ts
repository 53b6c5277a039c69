import { useEffect } from 'react';

/**
 * The server's JSON-LD describes the page it rendered (it is built from that
 * render, outside React). A page shown by a navigation in the browser is not
 * described, rather than described as the page before it.
 */
export function useRemoveStaleStructuredData(shownByNavigation: boolean): void {
  useEffect(() => {
    if (!shownByNavigation) return;
    for (const block of document.head.querySelectorAll('script[type="application/ld+json"]')) block.remove();
  }, [shownByNavigation]);
}
