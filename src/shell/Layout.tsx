import { useRef, type ReactNode } from 'react';
import { useLinkNavigation } from '../routing/link-navigation';
import { useLinkPrefetch } from '../routing/prefetch';
import { useScrollManagement } from '../routing/scroll-management';
import { Footer } from './Footer';
import { Header } from './Header';

export function Layout({ children }: { children: ReactNode }) {
  const mainRef = useRef<HTMLElement>(null);
  useScrollManagement(mainRef);
  useLinkNavigation();
  useLinkPrefetch();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Header />
      <main id="main" ref={mainRef} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
