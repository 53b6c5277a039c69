import { Badge, Group } from '@mantine/core';
import { SectionShell } from '../shared/SectionShell';
import shared from '../shared/card.module.css';
import classes from './chips.module.css';
import type { ChipsProps } from './schema';

/** A list of labels shown as pills; they are not buttons, so nothing suggests a click. */
export default function Chips({ heading, description, items, tone }: ChipsProps) {
  if (items.length === 0) return null;
  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      <Group component="ul" gap="sm" className={shared.list}>
        {items.map((item, index) => (
          <li key={index}>
            <Badge
              component="span"
              size="xl"
              radius="xl"
              variant="light"
              classNames={{ root: classes.chip, label: classes.label }}
            >
              {item}
            </Badge>
          </li>
        ))}
      </Group>
    </SectionShell>
  );
}
