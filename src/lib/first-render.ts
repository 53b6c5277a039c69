/**
 * Whether React is still rendering the page the server sent (hydrating, or on
 * the server itself) rather than something mounted later. Read once, at mount,
 * by components that behave differently for the first page: unlike a
 * hydration-aware hook it never re-renders anything when hydration ends, so
 * the whole page is not rendered a second time in one long task.
 */
let firstRenderDone = false;
let resolveDone: () => void = () => {};
const done = new Promise<void>((resolve) => (resolveDone = resolve));

export function isFirstRender(): boolean {
  return !firstRenderDone;
}

/** Called once the browser has committed the first render (see client/start.tsx). */
export function markFirstRenderDone(): void {
  firstRenderDone = true;
  resolveDone();
  // Styles that need to know the page is interactive (the header's menus) key off this.
  document.documentElement.dataset.enhanced = '';
}

/** Resolves once the first render is committed. */
export function whenFirstRenderDone(): Promise<void> {
  return done;
}
