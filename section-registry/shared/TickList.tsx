import { List } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

interface TickListProps {
  items: string[];
  size?: 'sm' | 'md';
  /** On a dark panel: a light tick and white text. */
  onDark?: boolean;
}

/** Benefits, features and points: a list with a decorative tick on each item. */
export function TickList({ items, size = 'md', onDark = false }: TickListProps) {
  if (items.length === 0) return null;
  const tick = onDark ? 'var(--mantine-color-accent-3)' : 'var(--mantine-color-teal-8)';
  return (
    <List
      spacing={size === 'sm' ? 6 : 'xs'}
      size={size}
      icon={<IconCheck size={size === 'sm' ? 16 : 18} color={tick} aria-hidden="true" />}
    >
      {/* Content may list the same entry twice; the index keeps keys unique (the list never reorders). */}
      {items.map((item, index) => (
        <List.Item key={index} c={onDark ? 'white' : undefined}>
          {item}
        </List.Item>
      ))}
    </List>
  );
}
