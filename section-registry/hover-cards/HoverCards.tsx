import { Card, HoverCard, SimpleGrid, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { ContentIcon } from '../../src/lib/icons';
import { ItemTitle } from '../shared/ItemTitle';
import { SectionShell } from '../shared/SectionShell';
import shared from '../shared/card.module.css';
import classes from './hover-cards.module.css';
import type { HoverCardItem, HoverCardsProps } from './schema';

/** The popover's fade; none for visitors who ask for reduced motion. */
const FADE_MS = 150;

/**
 * Service categories: cards that show everything themselves, each with a
 * preview that opens while the pointer rests on it. The preview repeats the
 * card's own text, so keyboard and touch users miss nothing.
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
  const reduceMotion = useReducedMotion();
  const cards = items.filter((item) => item.title || item.description);
  if (cards.length === 0) return null;
  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      <SimpleGrid component="ul" className={shared.list} cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {cards.map((item, index) => (
          <li key={index}>
            <HoverCard
              openDelay={openDelay}
              closeDelay={closeDelay}
              // Descriptive content only: a tooltip relation, not a dialog with focus management.
              role="tooltip"
              width={320}
              shadow="md"
              position="top"
              withArrow
              transitionProps={{ duration: reduceMotion ? 0 : FADE_MS }}
            >
              <HoverCard.Target>
                <Card withBorder padding="xl" radius="lg" className={shared.card}>
                  <CategoryContent item={item} fallbackIcon={fallbackIcon} />
                </Card>
              </HoverCard.Target>
              <HoverCard.Dropdown className={classes.preview}>
                {item.title && <Text fw={700}>{item.title}</Text>}
                {item.description && (
                  <Text size="sm" c="gray.7" mt={4}>
                    {item.description}
                  </Text>
                )}
              </HoverCard.Dropdown>
            </HoverCard>
          </li>
        ))}
      </SimpleGrid>
    </SectionShell>
  );
}

function CategoryContent({ item, fallbackIcon }: { item: HoverCardItem; fallbackIcon: string }) {
  return (
    <Stack gap="sm">
      <span className={shared.iconBadge}>
        <ContentIcon name={item.icon} fallback={fallbackIcon} size={26} />
      </span>
      {item.title && <ItemTitle size="h4">{item.title}</ItemTitle>}
      {item.description && <Text c="gray.7">{item.description}</Text>}
    </Stack>
  );
}
