/**
 * Islands on the server. While a page renders, each section whose component hydrates in the
 * browser (defineSection's `browser.island`) is recorded here and leaves an empty slot in the
 * page's HTML; the server then renders each island on its own, with its own identifier prefix
 * (so its useId values agree with the browser's root), and pours it into its slot
 * (entry-server.tsx). Outside a server render there is no collector: sections render in place.
 */
import { createContext, useContext } from 'react';
import type { IslandWake } from '../../section-registry/define-section';

export interface IslandRecord {
  /** Unique in the page: the slot's id and the island's identifier prefix. */
  id: string;
  type: string;
  props: object;
}

export interface IslandCollector {
  /** Records an island; gives its id. */
  add: (type: string, props: object) => string;
  /** The URL of the island's component module in the browser. */
  srcOf: (type: string) => string;
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

export function useIslandCollector(): IslandCollector | null {
  return useContext(IslandCollectorContext);
}

/** The attribute that marks a slot, last on its element, so the slot's end can be found in the HTML. */
export const SLOT_ATTRIBUTE = 'data-island-slot';

/**
 * An island's container: the element its root hydrates, carrying what the browser needs to do it
 * (when, its component's URL, its props as JSON). Empty here; the server fills it.
 */
export function IslandSlot({
  id,
  type,
  when,
  src,
  props,
}: {
  id: string;
  type: string;
  when: IslandWake;
  src: string;
  props: object;
}) {
  return (
    <div
      data-island={type}
      data-when={when}
      data-prefix={`${id}-`}
      data-island-src={src}
      data-props={JSON.stringify(props)}
      {...{ [SLOT_ATTRIBUTE]: id }}
    />
  );
}

/** Pours each island's own HTML into its slot (a function replacement: no "$&" in a page is a pattern). */
export function fillIslandSlots(html: string, filled: { id: string; html: string }[]): string {
  return filled.reduce((page, island) => {
    const marker = `${SLOT_ATTRIBUTE}="${island.id}"></div>`;
    if (!page.includes(marker)) throw new Error(`The page has no slot for island ${island.id}`);
    return page.replace(marker, () => `${SLOT_ATTRIBUTE}="${island.id}">${island.html}</div>`);
  }, html);
}
