import { useEffect, useRef, useState, type FocusEvent } from 'react';

/**
 * Open `openDelay` ms after the pointer enters, close `closeDelay` ms after it leaves (spec point 4).
 * Keyboard focus inside opens and closes it the same way, so what it shows is not for the mouse alone.
 */
export function useHoverDelay(openDelay: number, closeDelay: number) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const later = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), delay);
  };
  return {
    open,
    onMouseEnter: () => later(true, openDelay),
    onMouseLeave: () => later(false, closeDelay),
    onFocus: () => later(true, openDelay),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
        later(false, closeDelay);
      }
    },
  };
}
