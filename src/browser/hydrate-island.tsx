/**
 * Hydrates one island on its own root: the only module that brings React to a page, and only when
 * an island wakes (islands.ts). Each island keeps its own identifier prefix, the one the server
 * rendered it with, so useId agrees.
 */
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot } from '../page/IslandRoot';

export function hydrateIsland(container: HTMLElement, Component: ComponentType<object>, props: object): void {
  hydrateRoot(
    container,
    <IslandRoot Component={Component} props={props} onHydrated={() => (container.dataset.hydrated = '')} />,
    {
      identifierPrefix: container.dataset.prefix ?? '',
      // The server's HTML stays if the island cannot take it over; the console says why, once.
      onRecoverableError: (error) => console.error(`The ${container.dataset.island} island:`, error),
    },
  );
}
