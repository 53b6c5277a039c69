import { Card, Group, Stack, Text } from '@mantine/core';
import { Tag } from '../shared/Tag';
import { IconArrowRight } from '@tabler/icons-react';
import { ContentIcon } from '../../src/lib/icons';
import { ActionButton } from '../shared/ActionButton';
import { DEFAULT_CTA_HREF } from '../shared/defaults';
import { ItemTitle } from '../shared/ItemTitle';
import { SectionShell } from '../shared/SectionShell';
import { TickList } from '../shared/TickList';
import { SmartLink } from '../shared/SmartLink';
import shared from '../shared/card.module.css';
import classes from './card-grid.module.css';
import text from '../shared/text.module.css';
import type { CardGridProps, CardItem } from './schema';
import { Grid } from '../shared/Grid';
import { CompactList } from './CompactList';
import { ArtHead } from '../shared/art';

export default function CardGrid({
  heading,
  description,
  items,
  columns,
  fallbackIcon,
  numbered,
  layout,
  linkLabel,
  tone,
}: CardGridProps) {
  if (items.length === 0) return null;
  if (layout === 'list') {
    return (
      <SectionShell heading={heading} description={description} tone={tone}>
        <CompactList items={items} numbered={numbered} fallbackIcon={fallbackIcon} />
      </SectionShell>
    );
  }
  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      <Grid component="ul" className={shared.list} cols={{ base: 1, sm: 2, md: columns }} count={items.length} gap="lg">
        {items.map((item, index) => (
          <li key={index}>
            <GridCard
              item={item}
              number={numbered ? index + 1 : undefined}
              fallbackIcon={fallbackIcon}
              linkLabel={linkLabel}
            />
          </li>
        ))}
      </Grid>
    </SectionShell>
  );
}

interface GridCardProps {
  item: CardItem;
  number: number | undefined;
  fallbackIcon: string | undefined;
  linkLabel: string | undefined;
}

/**
 * A card with a page link is one link, stretched over the card. It is named by the card's own action
 * words where it has them ("Meet the team"), which are distinct and say what happens; otherwise by its
 * title, since a section's shared words ("Learn more") would name every card alike.
 */
function GridCard({ item, number, fallbackIcon, linkLabel }: GridCardProps) {
  const showIcon = number === undefined && !item.art && (item.icon || fallbackIcon);
  const actionWords = item.href ? item.action?.label : undefined;
  return (
    <Card
      withBorder
      padding="xl"
      radius="lg"
      // A marked card ("Most Popular") keeps its siblings' edge and place, with an amber bar along its top, a
      // filled tag and the solid button. Raised in a brand edge it read as a software price list (review 33);
      // marked by an outlined tag alone, "barely there" (review 34). No hover draws amber.
      className={`${shared.card} ${classes.card} ${item.href ? shared.linkCard : ''} ${item.badge ? classes.marked : ''}`}
    >
      {item.art && (
        <Card.Section className={classes.picture}>
          <ArtHead family={item.art} />
        </Card.Section>
      )}
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start">
          {number !== undefined && (
            <span className={shared.number} aria-hidden="true">
              {number}
            </span>
          )}
          {showIcon && (
            <span className={shared.iconBadge}>
              <ContentIcon name={item.icon} fallback={fallbackIcon} size={26} />
            </span>
          )}
          {item.badge && (
            <Tag variant="filled" color="brand">
              {item.badge}
            </Tag>
          )}
        </Group>
        {item.title && (
          <ItemTitle>
            {item.href && !actionWords ? (
              <SmartLink href={item.href} className={shared.stretchedLink}>
                {item.title}
              </SmartLink>
            ) : (
              item.title
            )}
          </ItemTitle>
        )}
        {item.description && <Text className={text.supporting}>{item.description}</Text>}
        {item.body && <Text className={classes.body}>{item.body}</Text>}
        {item.points && <TickList items={item.points} size="sm" />}
        {item.href &&
          (actionWords ? (
            // The card's own action words are the link, stretched over the card: "Our purpose", as content gave it.
            <SmartLink href={item.href} className={`${shared.stretchedLink} ${shared.more} ${classes.footLink}`}>
              {actionWords} <IconArrowRight size={18} aria-hidden="true" className={shared.moreArrow} />
            </SmartLink>
          ) : (
            // Otherwise the title is the link, and the foot says so: the section's words, or the arrow alone.
            <Text className={shared.more} mt="auto" aria-hidden="true">
              {linkLabel} <IconArrowRight size={18} className={shared.moreArrow} />
            </Text>
          ))}
        {!item.href && item.action?.label && (
          // Three tiers of button, no more: the marked card's action is primary (solid), the others secondary (outline).
          <ActionButton
            label={item.action.label}
            href={item.action.href ?? DEFAULT_CTA_HREF}
            variant={item.badge ? 'filled' : 'outline'}
            className={classes.cardAction}
            fullWidth
          />
        )}
      </Stack>
    </Card>
  );
}
