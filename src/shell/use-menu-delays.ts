import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec point 9: menus open after 200 ms and close after 150 ms; moving to another menu within 300 ms skips the delay. */
export const MENU_OPEN_DELAY_MS = 200;
export const MENU_SKIP_DELAY_MS = 300;
export const MENU_CLOSE_DELAY_MS = 150;

/** When the last menu closed, shared by every menu of the bar (the skip delay spans menus). */
let lastClosedAt = Number.NEGATIVE_INFINITY;

export interface MenuState {
  open: boolean;
  /** Pointer entered the menu: open after the delay (none right after another menu closed). */
  hoverOpen: () => void;
  /** Pointer left: close after the close delay. */
  hoverClose: () => void;
  /**
   * A click on the group's button. A menu the pointer has opened stays open: the visitor who
   * hovers, sees it open and then clicks means "this one", not "close it".
   */
  toggle: () => void;
  close: () => void;
}

export function useMenuDelays(): MenuState {
  const [open, setOpenState] = useState(false);
  const isOpen = useRef(false);
  /** Opened by the pointer resting on it, not by a click or a key. */
  const openedByHover = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const setOpen = useCallback((next: boolean, byHover = false) => {
    if (isOpen.current && !next) lastClosedAt = performance.now();
    // A menu a click opened stays the click's: the pointer coming back to it doesn't change that.
    openedByHover.current = next && byHover && (!isOpen.current || openedByHover.current);
    isOpen.current = next;
    setOpenState(next);
  }, []);
  const setLater = useCallback(
    (next: boolean, delay: number, byHover = false) => {
      clearTimeout(timer.current);
      if (delay <= 0) setOpen(next, byHover);
      else timer.current = setTimeout(() => setOpen(next, byHover), delay);
    },
    [setOpen],
  );
  const close = useCallback(() => setLater(false, 0), [setLater]);

  return {
    open,
    hoverOpen: () =>
      setLater(true, performance.now() - lastClosedAt < MENU_SKIP_DELAY_MS ? 0 : MENU_OPEN_DELAY_MS, true),
    hoverClose: () => setLater(false, MENU_CLOSE_DELAY_MS),
    toggle: () => (isOpen.current && !openedByHover.current ? close() : setLater(true, 0)),
    close,
  };
}
