import { useIsomorphicEffect } from '@mantine/hooks';
import { useRef } from 'react';

const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

/** For what the plain formatting below does not cover (non-finite, huge or tiny): made on first use. */
let intlFigures: Intl.NumberFormat | undefined;

/**
 * A figure as en-GB writes it, exactly as Intl.NumberFormat('en-GB') would:
 * thousands grouped with commas, at most three decimals, rounded half away from
 * zero from the number's shortest decimal form. By hand for everyday figures:
 * creating an Intl.NumberFormat loads the locale's data, about 9 ms of a phone's
 * main thread in the middle of loading the page.
 */
export function formatFigure(value: number): string {
  const shortest = String(Math.abs(value));
  if (!Number.isFinite(value) || Math.abs(value) >= 1e9 || shortest.includes('e')) {
    intlFigures ??= new Intl.NumberFormat('en-GB');
    return intlFigures.format(value);
  }
  const [whole = '0', decimals = ''] = shortest.split('.');
  const roundsUp = (decimals[3] ?? '0') >= '5';
  // In thousandths, an integer well inside the safe range below 1e9.
  const thousandths = Number(whole) * 1000 + Number(decimals.slice(0, 3).padEnd(3, '0')) + (roundsUp ? 1 : 0);
  const fraction = String(thousandths % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  const grouped = String(Math.floor(thousandths / 1000)).replace(/\B(?=(\d{3})+$)/g, ',');
  const digits = fraction ? `${grouped}.${fraction}` : grouped;
  // Like Intl, a negative figure keeps its sign even when it rounds to zero.
  return value < 0 || Object.is(value, -0) ? `-${digits}` : digits;
}

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
