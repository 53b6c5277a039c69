import { Card, Stack, Text } from '@mantine/core';
import { ContentIcon } from '../../src/lib/icons';
import { ItemTitle } from '../shared/ItemTitle';
import { SectionShell } from '../shared/SectionShell';
import shared from '../shared/card.module.css';
import classes from './hover-cards.module.css';
import { Grid } from '../shared/Grid';
import type { HoverCardItem, HoverCardsProps } from './schema';
import { useHoverDelay } from './use-hover-delay';

/**
 * Service categories: cards that show everything themselves, each with a
 * preview that opens while the pointer rests on it. The preview repeats the
 * card's own text, so keyboard and touch users miss nothing; it sits above its
 * card by CSS alone (no positioning library for one fixed placement).
 */
export default function HoverCards({
  heading,
  description,
  items,
  fallbackIcon,
  openDelay,
  closeDelay,
  tone,
}: HoverCardsProps) {
  const cards = items.filter((item) => item.title || item.description);
  if (cards.length === 0) return null;
  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      <Grid component="ul" className={shared.list} cols={{ base: 1, sm: 2, lg: 3 }} gap="lg">
        {cards.map((item, index) => (
          <li key={index}>
            <CategoryCard item={item} fallbackIcon={fallbackIcon} openDelay={openDelay} closeDelay={closeDelay} />
          </li>
        ))}
      </Grid>
    </SectionShell>
  );
}

interface CategoryCardProps {
  item: HoverCardItem;
  fallbackIcon: string;
  openDelay: number;
  closeDelay: number;
}

function CategoryCard({ item, fallbackIcon, openDelay, closeDelay }: CategoryCardProps) {
  const { open, ...hover } = useHoverDelay(openDelay, closeDelay);
  return (
    <div className={classes.anchor} {...hover}>
      <Card withBorder padding="xl" radius="lg" className={shared.card}>
        <CategoryContent item={item} fallbackIcon={fallbackIcon} />
      </Card>
      {open && (
        // Descriptive content only: a tooltip, not a dialog with focus management.
        <div role="tooltip" className={classes.preview}>
          {item.title && <Text fw={700}>{item.title}</Text>}
          {item.description && (
            <Text size="sm" c="gray.7" mt={4}>
              {item.description}
            </Text>
          )}
        </div>
      )}
    </div>
  );
}

function CategoryContent({ item, fallbackIcon }: { item: HoverCardItem; fallbackIcon: string }) {
  return (
    <Stack gap="sm">
      <span className={shared.iconBadge}>
        <ContentIcon name={item.icon} fallback={fallbackIcon} size={26} />
      </span>
      {item.title && <ItemTitle>{item.title}</ItemTitle>}
      {item.description && <Text c="gray.7">{item.description}</Text>}
    </Stack>
  );
}
