/**
 * Hydrates one island on its own root: the only module that brings React to a page, and only when
 * an island wakes (islands.ts). Each island keeps its own identifier prefix, the one the server
 * rendered it with, so useId agrees.
 */
import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot } from '../page/IslandRoot';

export function hydrateIsland(container: HTMLElement, Component: ComponentType<object>, props: object): void {
  // As a transition, hydration is cut into slices that yield to the browser: a click or key press that
  // arrives meanwhile (a visitor typing into the form as it wakes) is answered between two slices,
  // not after the whole island (React hydrates the part pressed first). Until then the server's HTML
  // is on screen and works, so nothing is lost by waiting.
  startTransition(() => {
    hydrateRoot(
      container,
      <IslandRoot Component={Component} props={props} onHydrated={() => (container.dataset.hydrated = '')} />,
      {
        identifierPrefix: container.dataset.prefix ?? '',
        // The server's HTML stays if the island cannot take it over; the console says why, once.
        onRecoverableError: (error) => console.error(`The ${container.dataset.island} island:`, error),
      },
    );
  });
}
