import { Accordion as MantineAccordion } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useState } from 'react';
import { RichText } from '../shared/RichText';
import { SectionShell } from '../shared/SectionShell';
import classes from './accordion.module.css';
import type { AccordionProps } from './schema';

/**
 * Policy sections, course modules and programmes. Spec: at most one item open,
 * all closed at first, and clicking the open item closes it again.
 */
export default function Accordion({ heading, description, items, tone }: AccordionProps) {
  const [openItem, setOpenItem] = useState<string | null>(null);
  const reduceMotion = useReducedMotion();
  // An item's title is its only control; without one a visitor could not open it.
  const entries = items.filter((item) => item.title);
  if (entries.length === 0) return null;

  return (
    <SectionShell heading={heading} description={description} tone={tone} centered={false} size="md">
      <MantineAccordion
        value={openItem}
        onChange={setOpenItem}
        // Item titles sit under the section's h2, or stand in for it when there is none.
        order={heading ? 3 : 2}
        variant="separated"
        transitionDuration={reduceMotion ? 0 : 200}
        classNames={{
          root: classes.root,
          item: classes.item,
          control: classes.control,
          label: classes.label,
          chevron: classes.chevron,
        }}
      >
        {entries.map((item, index) => (
          <MantineAccordion.Item key={index} value={String(index)}>
            <MantineAccordion.Control>{item.title}</MantineAccordion.Control>
            <MantineAccordion.Panel>
              <RichText blocks={item.body} />
            </MantineAccordion.Panel>
          </MantineAccordion.Item>
        ))}
      </MantineAccordion>
    </SectionShell>
  );
}
