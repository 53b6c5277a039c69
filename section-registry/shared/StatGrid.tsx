import { useId } from 'react';
import { Text } from '@mantine/core';
import { Counter } from './Counter';
import type { StatItem } from './schemas';
import classes from './stat-grid.module.css';
import { Grid } from './Grid';

interface StatGridProps {
  stats: StatItem[];
  durationMs: number;
  align?: 'center' | 'start';
  onBrand?: boolean;
  /**
   * "figures": large figures in the display face, a headline each (home, about, quality assurance).
   * "summary": small figures beside their labels in one row between hairlines, a calm fact line
   * where large numbers would read as promotion (a policy page).
   */
  variant?: 'figures' | 'summary';
  /**
   * What the figures count and as at when, in one quiet line beneath them: a figure without a source
   * reads as invented. The figures and the line become a <figure> and its caption, so they travel together.
   */
  note?: string | undefined;
}

/** A row of animated figures with their labels (home hero, about, at a glance, QA, privacy). */
export function StatGrid({ note, ...props }: StatGridProps) {
  const noteId = useId();
  if (!note) return <Figures {...props} />;
  return (
    // Named by its caption outright: not every browser and screen reader derives it from <figcaption>.
    <figure className={`${classes.sourced} ${props.onBrand ? classes.onBrand : ''}`} aria-labelledby={noteId}>
      <Figures {...props} />
      <figcaption id={noteId} className={classes.note}>
        {note}
      </figcaption>
    </figure>
  );
}

function Figures({ stats, durationMs, align = 'center', onBrand = false, variant = 'figures' }: StatGridProps) {
  if (variant === 'summary') {
    return (
      <ul className={`${classes.summary} ${onBrand ? classes.onBrand : ''}`} data-stat-layout="summary">
        {stats.map((stat, index) => (
          <li key={index} className={classes.summaryItem}>
            <Counter stat={stat} durationMs={durationMs} className={classes.summaryValue} />
            {stat.label && <span className={classes.summaryLabel}>{stat.label}</span>}
          </li>
        ))}
      </ul>
    );
  }
  const columns = Math.min(Math.max(stats.length, 1), 4);
  // Three figures stay one row on a phone (two would leave the third alone on a second row); four go two by two.
  const phoneColumns = columns === 3 ? 3 : Math.min(columns, 2);
  return (
    <Grid
      component="ul"
      cols={{ base: phoneColumns, sm: columns }}
      gap="xl"
      className={`${classes.grid} ${align === 'start' ? classes.start : ''} ${onBrand ? classes.onBrand : ''}`}
    >
      {stats.map((stat, index) => (
        <li key={index} className={classes.item}>
          <Counter stat={stat} durationMs={durationMs} className={classes.value} />
          {stat.label && <Text className={classes.label}>{stat.label}</Text>}
        </li>
      ))}
    </Grid>
  );
}
