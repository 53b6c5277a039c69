/**
 * Links are plain <a href> everywhere: they work before hydration and without
 * JavaScript. Once the app runs, one listener turns clicks on links within the
 * site into client-side navigations (as React Router's <Link> would).
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isFirstRender } from '../lib/first-render';

/** The address within the site a link leads to, or undefined when the browser should follow it itself. */
export function inAppDestination(anchor: HTMLAnchorElement): string | undefined {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  // Files (sitemap.xml, images) are not pages.
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return undefined;
  const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
  // An anchor on this page: the browser scrolls to it, no navigation.
  if (samePage && url.hash !== '') return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function linkFromEvent(event: Event): HTMLAnchorElement | undefined {
  const target = event.target instanceof Element ? event.target : null;
  const anchor = target?.closest('a[href]');
  return anchor instanceof HTMLAnchorElement ? anchor : undefined;
}

export function useLinkNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      // Until React has hydrated the page, a link is what it is without JavaScript: the browser follows it.
      // A client-side navigation then would change a page React has not taken over yet.
      if (isFirstRender()) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = linkFromEvent(event);
      const destination = anchor && inAppDestination(anchor);
      if (!destination) return;
      event.preventDefault();
      const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      void navigate(destination, { replace: destination === current });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
