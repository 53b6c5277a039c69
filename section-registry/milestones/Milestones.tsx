import { Text } from '@mantine/core';
import { ItemTitle } from '../shared/ItemTitle';
import { SectionShell } from '../shared/SectionShell';
import classes from './milestones.module.css';
import type { MilestonesProps } from './schema';

/**
 * Achievements as a vertical timeline: the years down a rail at the left, in the page's display face,
 * and beside each its title, the awarding organisation and one line of checkable fact (a certificate's
 * number and renewal, a supplier reference, an address). The years in their own column, not badges over
 * a list centred in the band: review 16 found that list off the grid, beside an empty 240 px.
 */
export default function Milestones({ heading, description, items, tone }: MilestonesProps) {
  if (items.length === 0) return null;
  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      <ol className={classes.timeline} data-tone={tone}>
        {items.map((item, index) => (
          <li key={index} className={classes.entry}>
            {/* The year carries the date; the dot on the rail is decoration. */}
            <span className={classes.year}>{item.year !== undefined && item.year !== '' ? String(item.year) : ''}</span>
            <span className={classes.dot} aria-hidden="true" />
            <div className={classes.body}>
              {item.title && <ItemTitle>{item.title}</ItemTitle>}
              {item.organization && <Text className={classes.organization}>{item.organization}</Text>}
              {item.detail && <Text className={classes.detail}>{item.detail}</Text>}
            </div>
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}
