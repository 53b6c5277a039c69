import { useEffect, type ComponentType } from 'react';

interface IslandRootProps {
  Component: ComponentType<object>;
  props: object;
  /** Called once the island has hydrated (the browser marks it for tests and styles); never on the server. */
  onHydrated?: () => void;
}

/**
 * An island's root, the same on the server (rendered on its own, with the island's identifier
 * prefix: entry-server.tsx) and in the browser (hydrate-island.tsx), so its markup and its useId
 * values agree. A section's component needs nothing from the page around it: its props say it all.
 */
export function IslandRoot({ Component, props, onHydrated }: IslandRootProps) {
  useEffect(() => {
    onHydrated?.();
  }, [onHydrated]);
  return <Component {...props} />;
}
