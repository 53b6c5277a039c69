import { useReducedMotion, useWindowEvent } from '@mantine/hooks';
import { useEffect, useRef, useState, type FocusEvent } from 'react';

interface Rotation {
  active: number;
  /** A visitor's choice: selects the tab and restarts the interval from now. */
  select: (index: number) => void;
  /** False when there is nothing to rotate, rotation is off, or motion is reduced. */
  canRotate: boolean;
  stoppedByVisitor: boolean;
  toggleStopped: () => void;
  /** Spread on the rotating region: keyboard focus inside it pauses rotation. */
  regionProps: {
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * Auto-advancing selection (spec: every 5 s, wrapping to the first, also after
 * a click). Pausable as WCAG 2.2.2 requires: by the visible toggle, while a
 * keyboard user is moving through the tabs, and never running for visitors who
 * prefer reduced motion. Pointer hover deliberately does not pause it: the spec
 * wants the selection to keep moving after a click.
 */
export function useRotation(count: number, intervalMs: number): Rotation {
  const [active, setActive] = useState(0);
  const [restarts, setRestarts] = useState(0);
  const [stoppedByVisitor, setStoppedByVisitor] = useState(false);
  const [keyboardFocusInside, setKeyboardFocusInside] = useState(false);
  const lastInputWasKeyboard = useRef(false);
  const reducedMotion = useReducedMotion();

  useWindowEvent('keydown', () => (lastInputWasKeyboard.current = true));
  useWindowEvent('pointerdown', () => (lastInputWasKeyboard.current = false));

  const canRotate = intervalMs > 0 && count > 1 && !reducedMotion;
  const running = canRotate && !stoppedByVisitor && !keyboardFocusInside;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setActive((index) => (index + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
    // `restarts` is a dependency only so that a visitor's choice restarts the interval.
  }, [running, count, intervalMs, restarts]);

  return {
    active: Math.min(active, Math.max(count - 1, 0)),
    select(index) {
      setActive(index);
      setRestarts((value) => value + 1);
    },
    canRotate,
    stoppedByVisitor,
    toggleStopped: () => setStoppedByVisitor((stopped) => !stopped),
    regionProps: {
      onFocus: () => setKeyboardFocusInside(lastInputWasKeyboard.current),
      onBlur(event) {
        // Focus moving between tabs, or into a panel, stays inside: still paused.
        const next = event.relatedTarget;
        if (!(next instanceof Node && event.currentTarget.contains(next))) setKeyboardFocusInside(false);
      },
    },
  };
}
