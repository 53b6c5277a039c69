import { IconCheck } from '@tabler/icons-react';
import classes from './tick-list.module.css';

interface TickListProps {
  items: string[];
  size?: 'sm' | 'md';
  /** On a dark panel: a light tick and white text. */
  onDark?: boolean;
}

/**
 * Benefits, features and points: a list with a decorative tick on each item. The
 * tick's colour is CSS `color` (the icon strokes in currentColor), so forced
 * colours repaint it with the text. Plain elements, so an island carries no
 * component library for it.
 */
export function TickList({ items, size = 'md', onDark = false }: TickListProps) {
  if (items.length === 0) return null;
  return (
    <ul className={`${classes.list} ${onDark ? classes.onDark : ''}`} data-size={size}>
      {/* Content may list the same entry twice; the index keeps keys unique (the list never reorders). */}
      {items.map((item, index) => (
        <li key={index} className={classes.item}>
          <IconCheck size={size === 'sm' ? 16 : 18} className={classes.tick} aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
