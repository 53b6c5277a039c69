import { Card, Group } from '@mantine/core';
import { IconBadge } from '../shared/IconBadge';
import { IconCheck, IconX } from '@tabler/icons-react';
import { ItemTitle } from '../shared/ItemTitle';
import { SectionShell } from '../shared/SectionShell';
import shared from '../shared/card.module.css';
import classes from './outcomes.module.css';
import type { OutcomeItem, OutcomesProps } from './schema';
import { Grid } from '../shared/Grid';

/** Why transformations fail or succeed: each point with its problem and what works. */
export default function Outcomes({ heading, description, items, tone }: OutcomesProps) {
  const points = items.filter((item) => item.heading || item.problem || item.solution);
  if (points.length === 0) return null;
  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      <Grid component="ul" className={shared.list} cols={{ base: 1, md: 2 }} gap="lg">
        {points.map((item, index) => (
          <li key={index}>
            <OutcomeCard item={item} />
          </li>
        ))}
      </Grid>
    </SectionShell>
  );
}

function OutcomeCard({ item }: { item: OutcomeItem }) {
  return (
    <Card withBorder padding="xl" radius="lg" className={shared.card}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <OutcomeMark isFailure={item.isFailure} />
        <div>
          {item.heading && <ItemTitle mb="sm">{item.heading}</ItemTitle>}
          <dl className={classes.details}>
            {item.problem && (
              <>
                <dt className={classes.term}>The problem</dt>
                <dd className={classes.definition}>{item.problem}</dd>
              </>
            )}
            {item.solution && (
              <>
                <dt className={classes.term}>What works</dt>
                <dd className={classes.definition}>{item.solution}</dd>
              </>
            )}
          </dl>
        </div>
      </Group>
    </Card>
  );
}

/** A cross or a tick; its name says the same, so the mark is not colour or shape alone. */
function OutcomeMark({ isFailure }: { isFailure: boolean }) {
  const Icon = isFailure ? IconX : IconCheck;
  return (
    <IconBadge
      role="img"
      aria-label={isFailure ? 'Common failure' : 'Success factor'}
      color={isFailure ? 'red.8' : 'teal.8'}
      radius="xl"
      size={40}
      className={classes.mark}
    >
      <Icon size={22} stroke={2.5} aria-hidden="true" />
    </IconBadge>
  );
}
