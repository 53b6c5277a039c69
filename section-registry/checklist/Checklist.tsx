import { Group, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { ActionButton } from '../shared/ActionButton';
import { DEFAULT_CTA_HREF } from '../shared/defaults';
import { ItemTitle } from '../shared/ItemTitle';
import { SectionShell, WIDE_DESCRIPTION_MAX } from '../shared/SectionShell';
import classes from './checklist.module.css';
import type { ChecklistProps } from './schema';
import { Grid } from '../shared/Grid';

/** Longer than this, a plain entry is a sentence rather than a label. */
const LABEL_LENGTH = 40;

/** Commitments, credentials, memberships, benefits, bootcamp topics: a ticked list. */
export default function Checklist({ heading, description, items, columns, action, tone }: ChecklistProps) {
  if (items.length === 0 && !action?.label) return null;
  const onBrand = tone === 'brand';
  // A long introduction over a list of bare names (bootcamp topics) left half the screen empty beside the
  // words (review 14): the list goes beside the introduction instead, one name a row between hairlines, so
  // it runs as long as the words (two a row, it ended 250 px above them: review 25).
  const beside =
    Boolean(heading && description && description.length > WIDE_DESCRIPTION_MAX) &&
    items.every((item) => !item.description);
  // Whether the bare entries include a sentence: then none of them is set in bold (EntryTitle).
  const inSentences = items.some((item) => !item.description && (item.title?.length ?? 0) > LABEL_LENGTH);
  return (
    <SectionShell heading={heading} description={description} tone={tone} split={beside}>
      {items.length > 0 && (
        <Grid
          component="ul"
          className={classes.list}
          data-on-brand={onBrand || undefined}
          data-ruled={beside || undefined}
          cols={{ base: 1, sm: beside ? 1 : Math.min(columns, 2), md: beside ? 1 : columns }}
          // A ruled list's rows touch: its stylesheet sets the gap to none (the Grid takes named gaps only).
          gap={beside ? 'lg' : 'xl'}
        >
          {items.map((item, index) => (
            <li key={index} className={classes.item}>
              <IconCheck className={classes.tick} size={22} stroke={2.5} aria-hidden="true" />
              <div>
                {item.title && (
                  <EntryTitle title={item.title} isHeading={Boolean(item.description)} inSentences={inSentences} />
                )}
                {item.description && <Text className={classes.description}>{item.description}</Text>}
              </div>
            </li>
          ))}
        </Grid>
      )}
      {action?.label && (
        <Group mt="xl">
          <ActionButton
            label={action.label}
            href={action.href ?? DEFAULT_CTA_HREF}
            withArrow
            variant={onBrand ? 'white' : 'filled'}
          />
        </Group>
      )}
    </SectionShell>
  );
}

/**
 * A titled entry (a commitment) heads its description; a plain entry is just text: labels (topics,
 * credentials) in bold, but a list with a sentence in it (what participants achieve) all in the text's
 * weight, since a list of sentences all in bold has nothing left to stress (review 28), and one short
 * entry in bold among sentences reads as a slip (review 29).
 */
function EntryTitle({ title, isHeading, inSentences }: { title: string; isHeading: boolean; inSentences: boolean }) {
  if (!isHeading) return <Text fw={inSentences ? 400 : 700}>{title}</Text>;
  return <ItemTitle step="body">{title}</ItemTitle>;
}
