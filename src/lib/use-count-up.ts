import { useIsomorphicEffect } from '@mantine/hooks';
import { useRef, useState } from 'react';

const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

function decimalsOf(value: number): number {
  const [, fraction = ''] = String(value).split('.');
  return fraction.length;
}

/**
 * Counts from zero to `target` over `durationMs` once the element is on screen.
 * The server (and a browser without JS) renders the final value; under
 * prefers-reduced-motion the final value shows at once.
 */
export function useCountUp<T extends HTMLElement>(target: number, durationMs: number) {
  const ref = useRef<T>(null);
  const [value, setValue] = useState(target);

  useIsomorphicEffect(() => {
    const element = ref.current;
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    if (!element || reducedMotion || typeof IntersectionObserver === 'undefined' || durationMs <= 0) {
      setValue(target);
      return undefined;
    }
    setValue(0);
    const decimals = decimalsOf(target);
    let frame = 0;
    const animate = () => {
      const start = performance.now();
      // One clock for start and progress (a frame's timestamp can precede `start`).
      const step = () => {
        const progress = Math.min(1, Math.max(0, (performance.now() - start) / durationMs));
        setValue(Number((target * easeOutCubic(progress)).toFixed(decimals)));
        if (progress < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        animate();
      },
      { threshold: 0.25 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target, durationMs]);

  return { ref, value };
}
