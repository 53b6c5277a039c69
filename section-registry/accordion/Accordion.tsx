import { IconChevronDown } from '@tabler/icons-react';
import { useId, useRef, type SyntheticEvent } from 'react';
import { ItemTitle } from '../shared/ItemTitle';
import { RichText } from '../shared/RichText';
import { SectionShell } from '../shared/SectionShell';
import classes from './accordion.module.css';
import type { AccordionProps } from './schema';

/**
 * Policy sections, course modules and programmes, as native disclosure
 * widgets: every panel opens before JavaScript arrives and without it, and
 * find-in-page reaches its text. Spec: at most one item open, all closed at
 * first, and clicking the open item closes it again. The shared `name` makes
 * browsers keep one open; the toggle handler does the same where they don't.
 */
export default function Accordion({ heading, description, items, tone }: AccordionProps) {
  const group = useId();
  const list = useRef<HTMLDivElement>(null);
  // An item's title is its only control; without one a visitor could not open it.
  const entries = items.filter((item) => item.title);
  if (entries.length === 0) return null;

  const keepOneOpen = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget;
    if (!opened.open) return;
    for (const other of list.current?.querySelectorAll('details') ?? []) if (other !== opened) other.open = false;
  };

  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      <div ref={list} className={classes.list}>
        {entries.map((item, index) => (
          <details key={index} name={group} className={classes.item} onToggle={keepOneOpen}>
            <summary className={classes.control}>
              {/* h3 under the section heading, or h2 when there is none (see ItemTitle). */}
              <ItemTitle className={classes.title}>{item.title}</ItemTitle>
              <IconChevronDown className={classes.chevron} size={20} aria-hidden="true" />
            </summary>
            <div className={classes.panel}>
              <RichText blocks={item.body} />
            </div>
          </details>
        ))}
      </div>
    </SectionShell>
  );
}
