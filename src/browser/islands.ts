/**
 * Wakes each island of the page when its section says (defineSection's `browser.island`): on load,
 * when the browser is idle, when it comes near the screen, or at the first interaction inside it.
 * Until then, and if its code never arrives, the island is the server's HTML, whole and readable.
 */
import type { ComponentType } from 'react';
import type { IslandWake } from '../../section-registry/define-section';

type Wake = (element: HTMLElement, start: () => void) => void;

/** Islands near the screen wake a little before they enter it, so they are ready when seen. */
const NEAR_SCREEN = '300px';
const INTERACTIONS = ['pointerenter', 'focusin', 'touchstart', 'keydown'] as const;

const WAKES: Record<IslandWake, Wake> = {
  load: (_element, start) => start(),
  idle: (_element, start) =>
    'requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 2000 }) : setTimeout(start, 200),
  visible: (element, start) => {
    if (typeof IntersectionObserver === 'undefined') return start();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
  },
  interaction: (element, start) => {
    const once = () => {
      for (const type of INTERACTIONS) element.removeEventListener(type, once);
      start();
    };
    for (const type of INTERACTIONS) element.addEventListener(type, once, { passive: true });
  },
};

interface HydratorModule {
  hydrateIsland: (container: HTMLElement, Component: ComponentType<object>, props: object) => void;
}

async function hydrate(element: HTMLElement, hydratorUrl: string): Promise<void> {
  const { islandSrc, props } = element.dataset;
  if (!islandSrc || props === undefined) return;
  try {
    const [{ hydrateIsland }, component] = await Promise.all([
      import(/* @vite-ignore */ hydratorUrl) as Promise<HydratorModule>,
      import(/* @vite-ignore */ islandSrc) as Promise<{ default: ComponentType<object> }>,
    ]);
    hydrateIsland(element, component.default, JSON.parse(props) as object);
  } catch (error) {
    console.error(`The ${element.dataset.island} section stays as the server sent it: its code did not load.`, error);
  }
}

export function wakeIslands(hydratorUrl: string): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]:not([data-waking])')) {
    element.dataset.waking = '';
    const wake = WAKES[element.dataset.when as IslandWake] ?? WAKES.load;
    wake(element, () => void hydrate(element, hydratorUrl));
  }
}
