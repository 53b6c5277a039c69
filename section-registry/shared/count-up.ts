/**
 * The counters' enhancement (spec point 4: counters animate from zero to their value, over 1500 ms
 * on the about pages and 2000 ms on quality assurance). Plain TypeScript on the server's HTML
 * (Counter.tsx): each figure arrives showing its final value, hidden by `data-pending`; once it is
 * on screen it counts up from zero and reveals itself. The frames write the text directly. Under
 * prefers-reduced-motion, or where nothing can tell when it is on screen, the final value shows at
 * once. Running it twice on the same page does nothing more.
 */
import { formatFigure } from './format-figure';

const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

function decimalsOf(value: number): number {
  const [, fraction = ''] = String(value).split('.');
  return fraction.length;
}

function countUp(element: HTMLElement): void {
  const target = Number(element.dataset.target);
  const durationMs = Number(element.dataset.duration);
  const prefix = element.dataset.prefix ?? '';
  const suffix = element.dataset.suffix ?? '';
  const show = (value: number) => (element.textContent = `${prefix}${formatFigure(value)}${suffix}`);
  const reveal = () => element.removeAttribute('data-pending');
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (!Number.isFinite(target) || reducedMotion || typeof IntersectionObserver === 'undefined' || !(durationMs > 0)) {
    show(target);
    reveal();
    return;
  }
  show(0);
  reveal();
  const decimals = decimalsOf(target);
  const animate = () => {
    const start = performance.now();
    // One clock for start and progress (a frame's timestamp can precede `start`).
    const step = () => {
      const progress = Math.min(1, Math.max(0, (performance.now() - start) / durationMs));
      show(Number((target * easeOutCubic(progress)).toFixed(decimals)));
      if (progress < 1) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      animate();
    },
    // Any part in view starts it: a figure on the fold counts at once rather than showing 0 until scrolled.
    { threshold: 0 },
  );
  observer.observe(element);
}

/** Every counter under `root` that has not started yet. */
export function enhance(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-counter][data-pending]:not([data-counting])')) {
    element.dataset.counting = '';
    countUp(element);
  }
}
