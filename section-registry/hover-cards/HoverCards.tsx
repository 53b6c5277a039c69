import { IconArrowRight } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { ContentIcon } from '../../src/lib/icons';
import { ItemTitle } from '../shared/ItemTitle';
import { SectionShell } from '../shared/SectionShell';
import { SmartLink } from '../shared/SmartLink';
import shared from '../shared/card.module.css';
import classes from './hover-cards.module.css';
import text from '../shared/text.module.css';
import { Grid } from '../shared/Grid';
import { Surface } from '../shared/Surface';
import type { HoverCardItem, HoverCardsProps } from './schema';
import { useHoverDelay } from './use-hover-delay';

/**
 * Service categories: cards, each with a preview of its typical work that opens
 * 200 ms after the pointer rests on it (or the card takes keyboard focus) and
 * closes 100 ms after it leaves. The preview adds to the card, never repeats it;
 * a card with nothing to add has none. It opens within the card's own footprint,
 * in place of the description, so it covers no other card and nothing moves. Its
 * text is the card's description for screen readers, and shows in the card where
 * nothing can hover (touch screens, narrow windows), without JavaScript and on paper.
 */
export default function HoverCards({
  heading,
  description,
  items,
  fallbackIcon,
  linkLabel,
  detailLabel,
  openDelay,
  closeDelay,
  tone,
}: HoverCardsProps) {
  const cards = items.filter((item) => item.title || item.description);
  if (cards.length === 0) return null;
  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      <Grid component="ul" className={shared.list} cols={{ base: 1, sm: 2, lg: 3 }} count={cards.length} gap="lg">
        {cards.map((item, index) => (
          <li key={index}>
            <CategoryCard
              item={item}
              fallbackIcon={fallbackIcon}
              linkLabel={linkLabel}
              detailLabel={detailLabel}
              openDelay={openDelay}
              closeDelay={closeDelay}
            />
          </li>
        ))}
      </Grid>
    </SectionShell>
  );
}

interface CategoryCardProps {
  item: HoverCardItem;
  fallbackIcon: string;
  linkLabel: string | undefined;
  detailLabel: string;
  openDelay: number;
  closeDelay: number;
}

function CategoryCard({ item, fallbackIcon, linkLabel, detailLabel, openDelay, closeDelay }: CategoryCardProps) {
  const { open, ...hover } = useHoverDelay(openDelay, closeDelay);
  const id = useId();
  const cardClass = `${shared.card} ${classes.card} ${item.href ? shared.linkCard : ''}`;
  if (!item.detail) {
    return (
      <Surface className={cardClass}>
        <CategoryContent item={item} fallbackIcon={fallbackIcon} linkLabel={linkLabel} />
      </Surface>
    );
  }
  // Descriptive content only: a tooltip, not a dialog with focus management.
  const preview = (
    <div id={`${id}-detail`} role="tooltip" className={classes.preview} data-open={open || undefined}>
      <p className={classes.detailLabel}>{detailLabel}</p>
      <p className={classes.detail}>{item.detail}</p>
    </div>
  );
  return (
    <div className={classes.anchor} {...hover}>
      <Surface
        // A card that links takes focus on its link; one that does not is focusable itself, so the
        // keyboard opens its preview too (an article: a focusable element needs a role that may take focus).
        component="article"
        className={cardClass}
        tabIndex={item.href ? undefined : 0}
        // Named by its title, always: several unnamed articles would read alike.
        aria-labelledby={item.title ? `${id}-title` : undefined}
        aria-describedby={item.href ? undefined : `${id}-detail`}
      >
        <CategoryContent
          item={item}
          fallbackIcon={fallbackIcon}
          linkLabel={linkLabel}
          titleId={`${id}-title`}
          detailId={`${id}-detail`}
          preview={preview}
        />
      </Surface>
    </div>
  );
}

interface CategoryContentProps {
  item: HoverCardItem;
  fallbackIcon: string;
  linkLabel: string | undefined;
  titleId?: string;
  /** The preview, which describes the card's link when the card is one. */
  detailId?: string;
  /** Shares the description's place in the card (hover-cards.module.css). */
  preview?: ReactNode;
}

function CategoryContent({ item, fallbackIcon, linkLabel, titleId, detailId, preview }: CategoryContentProps) {
  return (
    <div className={classes.content}>
      <span className={shared.iconBadge}>
        <ContentIcon name={item.icon} fallback={fallbackIcon} size={26} />
      </span>
      {item.title && (
        <ItemTitle id={titleId}>
          {item.href ? (
            <SmartLink href={item.href} className={shared.stretchedLink} aria-describedby={detailId}>
              {item.title}
            </SmartLink>
          ) : (
            item.title
          )}
        </ItemTitle>
      )}
      {(item.description || preview) && (
        <div className={classes.body}>
          {item.description && (
            <p className={`${text.supporting} ${classes.flush} ${classes.description}`}>{item.description}</p>
          )}
          {preview}
        </div>
      )}
      {item.href && (
        <p className={`${shared.more} ${classes.foot}`} aria-hidden="true">
          {linkLabel} <IconArrowRight size={18} className={shared.moreArrow} />
        </p>
      )}
    </div>
  );
}
