import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState, type FocusEvent } from 'react';

interface Rotation {
  active: number;
  /** A visitor's choice: selects the tab and restarts the interval from now. */
  select: (index: number) => void;
  /** False when there is nothing to rotate, rotation is off, or motion is reduced. */
  canRotate: boolean;
  stoppedByVisitor: boolean;
  toggleStopped: () => void;
  /** Spread on the rotating region: pointer over it or focus inside it pauses rotation. */
  regionProps: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * Auto-advancing selection (spec: every 5 s, wrapping to the first), pausable
 * as WCAG 2.2.2 requires: by a toggle, by pointing at it, by focusing in it,
 * and never running for visitors who prefer reduced motion.
 */
export function useRotation(count: number, intervalMs: number): Rotation {
  const [active, setActive] = useState(0);
  const [restarts, setRestarts] = useState(0);
  const [stoppedByVisitor, setStoppedByVisitor] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();

  const canRotate = intervalMs > 0 && count > 1 && !reducedMotion;
  const running = canRotate && !stoppedByVisitor && !hovered && !focused;

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
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur(event) {
        // Focus moving between tabs, or into a panel, stays inside: still paused.
        const next = event.relatedTarget;
        if (!(next instanceof Node && event.currentTarget.contains(next))) setFocused(false);
      },
    },
  };
}
