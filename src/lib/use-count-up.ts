import { useIsomorphicEffect } from '@mantine/hooks';
import { useRef } from 'react';

const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

/** One formatter for every frame of every counter: building one per call is the costly part. */
const figures = new Intl.NumberFormat('en-GB');
export const formatFigure = (value: number): string => figures.format(value);

function decimalsOf(value: number): number {
  const [, fraction = ''] = String(value).split('.');
  return fraction.length;
}

/**
 * Counts the element's text from zero to `target` over `durationMs` once it is
 * on screen. The frames write the text directly: a React render per frame per
 * counter would be work the page does not need. The element arrives showing
 * the final value (from the server, hidden by its `data-pending` attribute);
 * the count starts from zero and then reveals it. Under prefers-reduced-motion
 * the final value shows at once.
 */
export function useCountUp<T extends HTMLElement>(
  target: number,
  durationMs: number,
  format: (value: number) => string,
) {
  const ref = useRef<T>(null);

  useIsomorphicEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const show = (value: number) => (element.textContent = format(value));
    const reveal = () => element.removeAttribute('data-pending');
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    if (reducedMotion || typeof IntersectionObserver === 'undefined' || durationMs <= 0) {
      show(target);
      reveal();
      return undefined;
    }
    show(0);
    reveal();
    const decimals = decimalsOf(target);
    let frame = 0;
    const animate = () => {
      const start = performance.now();
      // One clock for start and progress (a frame's timestamp can precede `start`).
      const step = () => {
        const progress = Math.min(1, Math.max(0, (performance.now() - start) / durationMs));
        show(Number((target * easeOutCubic(progress)).toFixed(decimals)));
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
      show(target);
    };
  }, [target, durationMs, format]);

  return ref;
}
