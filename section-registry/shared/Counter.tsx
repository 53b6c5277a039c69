import { formatFigure } from './format-figure';
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
  const final = `${prefix}${formatFigure(target)}${suffix}`;
  return (
    <span className={className ? `${classes.counter} ${className}` : classes.counter}>
      {/* The server's HTML carries the final figure, hidden (data-pending) until the count starts from
          zero, so it does not show, vanish and climb again; the count (count-up.ts, the enhancement of
          the sections that show counters) removes the attribute. */}
      <span
        aria-hidden="true"
        data-counter=""
        data-pending=""
        data-target={target}
        data-duration={durationMs}
        data-prefix={prefix || undefined}
        data-suffix={suffix || undefined}
        className={classes.digits}
      >
        {final}
      </span>
      {/* Read by screen readers once, and printed: paper shows the final figure, never a count half done. */}
      <VisuallyHidden className={classes.final}>{final}</VisuallyHidden>
    </span>
  );
}
