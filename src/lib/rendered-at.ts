import { createContext, useContext } from 'react';

/**
 * When the page was rendered (ms since the epoch), for anything that shows the
 * clock (the footer's year). The server sets it and sends it with the page, so
 * the browser's first render matches the HTML whatever its own clock says.
 */
export const RenderedAtContext = createContext<number>(Date.now());

export function useRenderedAt(): number {
  return useContext(RenderedAtContext);
}
