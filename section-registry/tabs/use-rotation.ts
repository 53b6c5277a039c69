import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState, type FocusEvent } from 'react';

interface Rotation {
  active: number;
  /** A visitor's choice: selects the tab and stops the rotation (they are reading it now). */
  choose: (index: number) => void;
  /** False when there is nothing to rotate, rotation is off, or motion is reduced. */
  canRotate: boolean;
  stoppedByVisitor: boolean;
  /** Turning now: not stopped, not paused by the pointer or focus, on screen, and able to. */
  running: boolean;
  toggleStopped: () => void;
  /**
   * Spread on the tabs and panels: the pointer over them, or focus inside them, pauses the rotation, and
   * it turns only while some of them are on screen.
   */
  regionProps: {
    ref: (element: HTMLElement | null) => void;
    onPointerEnter: () => void;
    onPointerLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * Auto-advancing selection (spec: every 5 s, wrapping from the last tab to the
 * first), as the W3C's carousel guidance has it: it pauses while the pointer
 * rests on the tabs or the panel and while focus is inside them, it stops for
 * good once the visitor chooses a tab (until they resume it with the visible
 * toggle, WCAG 2.2.2), and it never runs for visitors who prefer reduced motion. It turns only while the
 * tabs are on screen (review 30: panels changing out of sight, and the page moving under a reader below).
 */
export function useRotation(count: number, intervalMs: number): Rotation {
  const [active, setActive] = useState(0);
  const [stoppedByVisitor, setStoppedByVisitor] = useState(false);
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const reducedMotion = useReducedMotion();
  // Turning only once in the browser: the server's HTML, and the page before its island wakes, are
  // still (no timer line runs ahead of a rotation that has not started).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const onScreen = useOnScreen();

  const canRotate = intervalMs > 0 && count > 1 && !reducedMotion;
  const running = hydrated && canRotate && onScreen.visible && !stoppedByVisitor && !pointerInside && !focusInside;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setActive((index) => (index + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [running, count, intervalMs]);

  return {
    active: Math.min(active, Math.max(count - 1, 0)),
    choose(index) {
      setActive(index);
      setStoppedByVisitor(true);
    },
    canRotate,
    stoppedByVisitor,
    running,
    toggleStopped: () => setStoppedByVisitor((stopped) => !stopped),
    regionProps: {
      ref: onScreen.ref,
      onPointerEnter: () => setPointerInside(true),
      onPointerLeave: () => setPointerInside(false),
      onFocus: () => setFocusInside(true),
      onBlur(event) {
        // Focus moving between tabs, or into a panel, stays inside: still paused.
        const next = event.relatedTarget;
        if (!(next instanceof Node && event.currentTarget.contains(next))) setFocusInside(false);
      },
    },
  };
}

/** Whether any of an element is on screen; where the browser cannot tell, as if it were. */
function useOnScreen(): { visible: boolean; ref: (element: HTMLElement | null) => void } {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setVisible(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { visible, ref: setElement };
}
