/**
 * Instant navigation: when a visitor points at, focuses or scrolls to a link
 * within the site, that page's manifest, section code and content load in the
 * background, so following the link renders at once. Viewport prefetching
 * stands back when the visitor asked to save data.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { DOCUMENT_TYPES, type DocumentType } from '../content/documents';
import { contentQueries } from '../content/queries';
import { inAppDestination, linkFromEvent } from './link-navigation';
import { loadPage } from './page-modules';
import { routeTable } from './route-table';

const isDocumentType = (value: string | undefined): value is DocumentType =>
  DOCUMENT_TYPES.some((type) => type === value);

/** Loads what the page at this path needs to render. Safe to call often: everything is loaded once. */
export function prefetchPage(path: string, queryClient: QueryClient): void {
  const pathname = new URL(path, window.location.href).pathname;
  // The page on screen has what it needs (it may lack its schemas, which only new content would need).
  if (pathname === window.location.pathname) return;
  let match = routeTable.match(pathname);
  if (match.kind === 'redirect') match = routeTable.match(match.location);
  if (match.kind === 'redirect' || !match.file) return;
  loadPage(match.file).catch(() => {
    // Prefetching is a bonus: the navigation itself will load (and report) it again.
  });
  if (match.kind === 'page' && isDocumentType(match.document)) {
    void queryClient.prefetchQuery(contentQueries[match.document]);
  }
}

function saveData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

export function useLinkPrefetch(): void {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();

  useEffect(() => {
    const onIntent = (event: Event) => {
      const anchor = linkFromEvent(event);
      const destination = anchor && inAppDestination(anchor);
      if (destination) prefetchPage(destination, queryClient);
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [queryClient]);

  // Links the visitor scrolls to, in the page's content and the footer (the header's are a hover away).
  // Watching starts at the first scroll: links on screen at load wait for a hover or focus, so a
  // first visit spends its bandwidth on its own page.
  useEffect(() => {
    if (saveData() || typeof IntersectionObserver === 'undefined') return;
    let stopWatching: (() => void) | undefined;
    const onFirstScroll = () => (stopWatching = watchLinks(queryClient));
    window.addEventListener('scroll', onFirstScroll, { once: true, passive: true });
    return () => {
      window.removeEventListener('scroll', onFirstScroll);
      stopWatching?.();
    };
  }, [pathname, queryClient]);
}

/** Prefetches each link in the content and the footer once it comes into view. */
function watchLinks(queryClient: QueryClient): () => void {
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting || !(entry.target instanceof HTMLAnchorElement)) continue;
      observer.unobserve(entry.target);
      const destination = inAppDestination(entry.target);
      if (destination) prefetchPage(destination, queryClient);
    }
  });
  const observeLinks = () => {
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>('main a[href], footer a[href]')) {
      observer.observe(anchor);
    }
  };
  // After the page has settled, and again as content adds links.
  // Safari has no requestIdleCallback.
  const idle = (callback: () => void): unknown =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(callback) : setTimeout(callback, 1);
  const main = document.getElementById('main');
  const mutations = new MutationObserver(() => idle(observeLinks));
  if (main) mutations.observe(main, { childList: true, subtree: true });
  idle(observeLinks);
  return () => {
    mutations.disconnect();
    observer.disconnect();
  };
}
