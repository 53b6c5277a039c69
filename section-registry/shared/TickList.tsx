import { List } from '@mantine/core';
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
 * colours repaint it with the text.
 */
export function TickList({ items, size = 'md', onDark = false }: TickListProps) {
  if (items.length === 0) return null;
  return (
    <List
      spacing={size === 'sm' ? 6 : 'xs'}
      size={size}
      className={onDark ? classes.onDark : undefined}
      classNames={{ itemWrapper: classes.itemWrapper, itemIcon: classes.itemIcon }}
      icon={<IconCheck size={size === 'sm' ? 16 : 18} className={classes.tick} aria-hidden="true" />}
    >
      {/* Content may list the same entry twice; the index keeps keys unique (the list never reorders). */}
      {items.map((item, index) => (
        <List.Item key={index}>{item}</List.Item>
      ))}
    </List>
  );
}
