import { SectionShell } from '../shared/SectionShell';
import classes from './chips.module.css';
import type { ChipsProps } from './schema';

/**
 * Short labels (areas of expertise, the ten mindsets) as a compact list in columns: tags to read,
 * drawn as text on a hairline, never as pills or buttons, so nothing suggests a click.
 */
export default function Chips({ heading, description, items, tone }: ChipsProps) {
  if (items.length === 0) return null;
  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      <ul className={classes.list} data-count={items.length}>
        {items.map((item, index) => (
          <li key={index} className={classes.item}>
            {item}
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
