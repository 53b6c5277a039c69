import { Card, Group } from '@mantine/core';
import { useId } from 'react';
import { IconBadge } from '../shared/IconBadge';
import { IconCheck, IconX } from '@tabler/icons-react';
import { ItemTitle } from '../shared/ItemTitle';
import { SectionShell } from '../shared/SectionShell';
import shared from '../shared/card.module.css';
import classes from './outcomes.module.css';
import type { OutcomeItem, OutcomesProps } from './schema';
import { Grid } from '../shared/Grid';

/**
 * Why transformations fail or succeed: each point with its problem and what works. With both kinds,
 * failures and success factors stand in two columns, each under its own label, so a point's cross or
 * tick agrees with the column it is in and the two can be read side by side.
 */
export default function Outcomes({ heading, description, items, failuresLabel, successesLabel, tone }: OutcomesProps) {
  const points = items.filter((item) => item.heading || item.problem || item.solution);
  if (points.length === 0) return null;
  const failures = points.filter((item) => item.isFailure);
  const successes = points.filter((item) => !item.isFailure);
  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      {failures.length > 0 && successes.length > 0 ? (
        <div className={classes.columns}>
          <OutcomeColumn label={failuresLabel} points={failures} />
          <OutcomeColumn label={successesLabel} points={successes} />
        </div>
      ) : (
        <Grid component="ul" className={shared.list} cols={{ base: 1, md: 2 }} gap="lg">
          {points.map((item, index) => (
            <li key={index}>
              <OutcomeCard item={item} />
            </li>
          ))}
        </Grid>
      )}
    </SectionShell>
  );
}

/** One kind of point, stacked under its label (which names the list for assistive technology). */
function OutcomeColumn({ label, points }: { label: string; points: OutcomeItem[] }) {
  const labelId = useId();
  return (
    <div>
      <p id={labelId} className={classes.columnLabel}>
        {label}
      </p>
      <ul className={`${shared.list} ${classes.stack}`} aria-labelledby={labelId}>
        {points.map((item, index) => (
          <li key={index}>
            <OutcomeCard item={item} />
          </li>
        ))}
      </ul>
    </div>
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
                {/* A success factor's "problem" is the reason it matters, not a fault of its own. */}
                <dt className={classes.term}>{item.isFailure ? 'The problem' : 'Why it matters'}</dt>
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
