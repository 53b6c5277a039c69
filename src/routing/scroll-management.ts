/**
 * Scrolling and focus on client-side navigation (spec: each route change
 * scrolls to the top): a new page starts at the top, or at its #anchor once
 * that exists; back and forward return to where the visitor was. Focus moves
 * to the new page's main content for keyboard and screen-reader users.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

const positions = new Map<string, number>();
/** How long a #anchor is kept in view, or a position awaited, while the page is still loading its code and content. */
const SETTLE_MS = 2000;
/** While a position is being restored the page may be too short for it: scroll events then say nothing about the visitor. */
let restoring = false;

export function useScrollManagement(mainRef: RefObject<HTMLElement | null>): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);
  const currentKey = useRef(location.key);

  useEffect(() => {
    // Between the app's own pages, the app places the page (below); the browser's restoration would
    // act before a page's content is there. Leaving the document (a full page load, another site), the
    // entry goes back to the browser's care, so Back to it restores its position as on any site.
    const manual = () => (window.history.scrollRestoration = 'manual');
    const auto = () => (window.history.scrollRestoration = 'auto');
    manual();
    const remember = () => {
      if (!restoring) positions.set(currentKey.current, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', auto);
    // A page restored from the back/forward cache is this app again.
    window.addEventListener('pageshow', manual);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', auto);
      window.removeEventListener('pageshow', manual);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    if (firstRender.current) {
      // The browser placed the server-rendered page itself (at its #anchor, if any).
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
    if (navigationType === NavigationType.Pop) return restorePosition(positions.get(location.key) ?? 0);
    if (!location.hash) {
      window.scrollTo(0, 0);
      return;
    }
    return keepInView(decodeURIComponent(location.hash.slice(1)));
  }, [location.key, location.hash, navigationType, mainRef]);
}

/**
 * Back or forward: returns to where the visitor was. The page may not be all there yet (its
 * code loads, its sections render one by one, each changing its height), and a scroll to a
 * point below its end stops at the end: so the position is set again each frame while the page
 * settles, until the visitor takes over.
 */
function restorePosition(top: number): () => void {
  const started = performance.now();
  let frame = 0;
  restoring = true;
  const finish = () => {
    cancelAnimationFrame(frame);
    restoring = false;
  };
  const step = () => {
    if (Math.abs(window.scrollY - top) >= 1) window.scrollTo(0, top);
    if (performance.now() - started >= SETTLE_MS) finish();
    else frame = requestAnimationFrame(step);
  };
  const cleanUp = stopOnVisitorInput(finish);
  step();
  return () => {
    finish();
    cleanUp();
  };
}

/** Calls `stop` when the visitor scrolls, touches, clicks (a scrollbar, say) or presses a key: from then on the page is theirs. */
function stopOnVisitorInput(stop: () => void): () => void {
  const events = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
  for (const event of events) window.addEventListener(event, stop, { once: true, passive: true });
  return () => {
    for (const event of events) window.removeEventListener(event, stop);
  };
}

/** Scrolls to the element with this id, again as content above it loads, until the visitor scrolls. */
function keepInView(id: string): () => void {
  const started = performance.now();
  let frame = 0;
  let lastTop: number | undefined;
  const stop = () => cancelAnimationFrame(frame);
  const step = () => {
    const element = document.getElementById(id);
    const top = element?.getBoundingClientRect().top;
    if (element && top !== undefined && top !== lastTop) {
      element.scrollIntoView({ block: 'start' });
      lastTop = element.getBoundingClientRect().top;
    }
    if (performance.now() - started < SETTLE_MS) frame = requestAnimationFrame(step);
  };
  const cleanUp = stopOnVisitorInput(stop);
  step();
  return () => {
    stop();
    cleanUp();
  };
}
