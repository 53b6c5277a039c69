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
  toggle: () => void;
  close: () => void;
}

export function useMenuDelays(): MenuState {
  const [open, setOpenState] = useState(false);
  const isOpen = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const setOpen = useCallback((next: boolean) => {
    if (isOpen.current && !next) lastClosedAt = performance.now();
    isOpen.current = next;
    setOpenState(next);
  }, []);
  const setLater = useCallback(
    (next: boolean, delay: number) => {
      clearTimeout(timer.current);
      if (delay <= 0) setOpen(next);
      else timer.current = setTimeout(() => setOpen(next), delay);
    },
    [setOpen],
  );
  const close = useCallback(() => setLater(false, 0), [setLater]);

  return {
    open,
    hoverOpen: () => setLater(true, performance.now() - lastClosedAt < MENU_SKIP_DELAY_MS ? 0 : MENU_OPEN_DELAY_MS),
    hoverClose: () => setLater(false, MENU_CLOSE_DELAY_MS),
    toggle: () => (open ? close() : setLater(true, 0)),
    close,
  };
}
