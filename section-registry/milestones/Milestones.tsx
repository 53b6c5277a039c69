import { Badge, Text } from '@mantine/core';
import { ItemTitle } from '../shared/ItemTitle';
import { SectionShell } from '../shared/SectionShell';
import classes from './milestones.module.css';
import type { MilestonesProps } from './schema';

/**
 * Achievements as a vertical timeline: year badge, title, the awarding organisation and one line of
 * checkable fact (a certificate's number and renewal, a supplier reference, an address).
 */
export default function Milestones({ heading, description, items, tone }: MilestonesProps) {
  if (items.length === 0) return null;
  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      <ol className={classes.timeline} data-tone={tone}>
        {items.map((item, index) => (
          <li key={index} className={classes.entry}>
            {/* The dot on the line is decoration; the year badge carries the date. */}
            <span className={classes.dot} aria-hidden="true" />
            {item.year !== undefined && item.year !== '' && (
              <Badge size="lg" radius="sm" className={classes.year}>
                {String(item.year)}
              </Badge>
            )}
            {item.title && <ItemTitle mt="xs">{item.title}</ItemTitle>}
            {item.organization && <Text className={classes.organization}>{item.organization}</Text>}
            {item.detail && <Text className={classes.detail}>{item.detail}</Text>}
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}
