import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useHydrated } from '../lib/use-hydrated';
import { Footer } from './Footer';
import { Header } from './Header';

export function Layout() {
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(mainRef);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Header />
      <main id="main" ref={mainRef} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      {/* New pages start at the top; back and forward restore where the visitor was. */}
      <ClientScrollRestoration />
    </>
  );
}

/**
 * After a client-side navigation, move focus to the new page's content so
 * keyboard and screen-reader users start there (not on the link they used).
 */
function useFocusMainOnNavigation(mainRef: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, mainRef]);
}

/**
 * React Router's ScrollRestoration writes an inline script into server-rendered
 * HTML, which the Content-Security-Policy (rightly) refuses to run. Mounted
 * after hydration it only does its client-side job.
 */
function ClientScrollRestoration() {
  return useHydrated() ? <ScrollRestoration /> : null;
}
