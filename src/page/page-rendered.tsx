/**
 * When the whole client app's page is in place (src/client/start.tsx): hydrated in one pass, every
 * section's enhancement started. The page runtime waits for it before enhancing the shell and
 * telling tests the page is ready. On the server, and in tests, nothing listens.
 */
import { createContext, use, useEffect, type ReactNode } from 'react';

export const PageRenderedContext = createContext<() => void>(() => {});

/** Around the page (its one child, so the tree, and with it useId's values, stays as the server's). */
export function AfterPageRendered({ children }: { children: ReactNode }) {
  const onRendered = use(PageRenderedContext);
  // A parent's effect runs after its children's: the sections' (their enhancements) come first.
  useEffect(() => {
    onRendered();
  }, [onRendered]);
  return children;
}
