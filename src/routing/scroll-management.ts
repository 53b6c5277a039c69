/**
 * Scrolling and focus on client-side navigation (spec: each route change
 * scrolls to the top): a new page starts at the top, or at its #anchor once
 * that exists; back and forward return to where the visitor was. Focus moves
 * to the new page's main content for keyboard and screen-reader users.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

const positions = new Map<string, number>();
/** How long a #anchor is kept in view while the page above it is still loading content. */
const SETTLE_MS = 2000;

export function useScrollManagement(mainRef: RefObject<HTMLElement | null>): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);
  const currentKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    if (firstRender.current) {
      // The browser placed the server-rendered page itself (at its #anchor, if any).
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
    if (navigationType === NavigationType.Pop) {
      window.scrollTo(0, positions.get(location.key) ?? 0);
      return;
    }
    if (!location.hash) {
      window.scrollTo(0, 0);
      return;
    }
    return keepInView(decodeURIComponent(location.hash.slice(1)));
  }, [location.key, location.hash, navigationType, mainRef]);
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
  window.addEventListener('wheel', stop, { once: true, passive: true });
  window.addEventListener('touchstart', stop, { once: true, passive: true });
  window.addEventListener('keydown', stop, { once: true });
  step();
  return () => {
    stop();
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchstart', stop);
    window.removeEventListener('keydown', stop);
  };
}
