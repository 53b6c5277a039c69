import { formatFigure, useCountUp } from '../../src/lib/use-count-up';
import { useCallback } from 'react';
import classes from './counter.module.css';
import type { StatItem } from './schemas';
import { VisuallyHidden } from './VisuallyHidden';

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
  const format = useCallback((value: number) => `${prefix}${formatFigure(value)}${suffix}`, [prefix, suffix]);
  const ref = useCountUp<HTMLSpanElement>(target, durationMs, format);
  const final = format(target);
  return (
    <span className={className ? `${classes.counter} ${className}` : classes.counter}>
      {/* The server's HTML carries the final figure, hidden (data-pending) until the count starts from
          zero, so it does not show, vanish and climb again; the count removes the attribute. */}
      <span ref={ref} aria-hidden="true" data-counter="" data-pending="" className={classes.digits}>
        {final}
      </span>
      {/* Read by screen readers once, and printed: paper shows the final figure, never a count half done. */}
      <VisuallyHidden className={classes.final}>{final}</VisuallyHidden>
    </span>
  );
}
