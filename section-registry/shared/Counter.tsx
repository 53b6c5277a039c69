import { VisuallyHidden } from '@mantine/core';
import { useCountUp } from '../../src/lib/use-count-up';
import { useHydrated } from '../../src/lib/use-hydrated';
import classes from './counter.module.css';
import type { StatItem } from './schemas';

interface CounterProps {
  stat: StatItem;
  durationMs: number;
  className?: string;
}

function numericValue(value: StatItem['value']): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return undefined;
}

/**
 * An animated figure ("25+"). The moving digits are hidden from screen readers,
 * which read the final figure once instead of every frame.
 */
export function Counter({ stat, durationMs, className }: CounterProps) {
  const target = numericValue(stat.value);
  const prefix = stat.prefix ?? '';
  const suffix = stat.suffix ?? '';
  if (target === undefined) {
    return <span className={className}>{`${prefix}${stat.value ?? ''}${suffix}`}</span>;
  }
  return (
    <AnimatedCounter target={target} prefix={prefix} suffix={suffix} durationMs={durationMs} className={className} />
  );
}

interface AnimatedCounterProps {
  target: number;
  prefix: string;
  suffix: string;
  durationMs: number;
  className?: string | undefined;
}

function AnimatedCounter({ target, prefix, suffix, durationMs, className }: AnimatedCounterProps) {
  const { ref, value } = useCountUp<HTMLSpanElement>(target, durationMs);
  // Prerendered HTML carries the final figure; it stays hidden until the count can
  // start, so the figure does not show, vanish to zero and climb again (see the CSS).
  const hydrated = useHydrated();
  return (
    <span className={className}>
      <span
        ref={ref}
        aria-hidden="true"
        data-counter=""
        data-pending={hydrated ? undefined : ''}
        className={classes.digits}
      >
        {`${prefix}${value.toLocaleString('en-GB')}${suffix}`}
      </span>
      <VisuallyHidden>{`${prefix}${target.toLocaleString('en-GB')}${suffix}`}</VisuallyHidden>
    </span>
  );
}
