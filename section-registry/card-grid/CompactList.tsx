import { ContentIcon } from '../../src/lib/icons';
import { ItemTitle } from '../shared/ItemTitle';
import { SmartLink } from '../shared/SmartLink';
import { TickList } from '../shared/TickList';
import classes from './compact-list.module.css';
import type { CardItem } from './schema';

interface CompactListProps {
  items: CardItem[];
  numbered: boolean;
  fallbackIcon: string | undefined;
}

/**
 * A dense set as a list in two columns on a wide screen: each entry a row with its number or icon,
 * title and words, divided by hairlines. Ten short entries read at a glance this way, where ten
 * cards squeeze their words into four-word lines.
 */
export function CompactList({ items, numbered, fallbackIcon }: CompactListProps) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={classes.list}>
      {items.map((item, index) => (
        <li key={index} className={classes.entry}>
          <span className={classes.marker} aria-hidden="true">
            {numbered ? (
              String(index + 1).padStart(2, '0')
            ) : (
              <ContentIcon name={item.icon} fallback={fallbackIcon} size={22} />
            )}
          </span>
          <div className={classes.body}>
            {item.title && (
              <ItemTitle className={classes.title} step="body">
                {item.href ? <SmartLink href={item.href}>{item.title}</SmartLink> : item.title}
              </ItemTitle>
            )}
            {item.description && <p className={classes.description}>{item.description}</p>}
            {item.points && <TickList items={item.points} size="sm" />}
          </div>
        </li>
      ))}
    </List>
  );
}
