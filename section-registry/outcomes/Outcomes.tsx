import { Card, Group } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { ItemTitle } from '../shared/ItemTitle';
import { SectionShell } from '../shared/SectionShell';
import shared from '../shared/card.module.css';
import classes from './outcomes.module.css';
import type { OutcomeItem, OutcomesProps } from './schema';
import { Grid } from '../shared/Grid';

/**
 * Why transformations fail or succeed: each point with its problem and what works. With both kinds,
 * the points stand as pairs, one failure beside one success factor (the first of each, the second of
 * each, …), in rows of two equal cells under the two labels; on a phone each pair is stacked, the
 * failure directly above its success. Each cell names its kind in words (shown as the column labels
 * on a wide screen), so a screen reader hears which is which without seeing the columns.
 */
export default function Outcomes({ heading, description, items, failuresLabel, successesLabel, tone }: OutcomesProps) {
  const points = items.filter((item) => item.heading || item.problem || item.solution);
  if (points.length === 0) return null;
  const failures = points.filter((item) => item.isFailure);
  const successes = points.filter((item) => !item.isFailure);
  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      {failures.length > 0 && successes.length > 0 ? (
        <OutcomePairs
          failures={failures}
          successes={successes}
          failuresLabel={failuresLabel}
          successesLabel={successesLabel}
        />
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

interface OutcomePairsProps {
  failures: OutcomeItem[];
  successes: OutcomeItem[];
  failuresLabel: string;
  successesLabel: string;
}

/** One row a pair: the failure at the left, its success factor at the right, the two cells of one height. */
function OutcomePairs({ failures, successes, failuresLabel, successesLabel }: OutcomePairsProps) {
  const rows = Array.from({ length: Math.max(failures.length, successes.length) }, (_, index) => ({
    failure: failures[index],
    success: successes[index],
  }));
  return (
    <div className={classes.pairs}>
      {/* The labels over the columns, for the eye; each cell says the same in its own words (below). */}
      <div className={`${classes.row} ${classes.columnLabels}`} aria-hidden="true">
        <p className={classes.columnLabel} data-kind="failure">
          {failuresLabel}
        </p>
        <p className={classes.columnLabel} data-kind="success">
          {successesLabel}
        </p>
      </div>
      <ul className={`${shared.list} ${classes.rows}`}>
        {rows.map(({ failure, success }, index) => (
          <li key={index} className={classes.row} data-outcome-pair="">
            <OutcomeCell item={failure} label={failuresLabel} />
            <OutcomeCell item={success} label={successesLabel} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A pair's cell: its kind's label (seen on a phone, where the columns are gone) and its card, or an empty cell. */
function OutcomeCell({ item, label }: { item: OutcomeItem | undefined; label: string }) {
  if (!item) return <div className={classes.emptyCell} />;
  return (
    <div className={classes.cell} data-kind={item.isFailure ? 'failure' : 'success'}>
      <OutcomeCard item={item} label={label} />
    </div>
  );
}

function OutcomeCard({ item, label }: { item: OutcomeItem; label?: string }) {
  return (
    <Card withBorder padding="xl" radius="lg" className={shared.card}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <OutcomeMark isFailure={item.isFailure} />
        <div>
          {label && <p className={classes.cellLabel}>{label}</p>}
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
                {/* A failure's answer is ours; a success factor's is what works anywhere. Both "What works", the
                    pair read as one label repeated (review 26). */}
                <dt className={classes.term}>{item.isFailure ? 'How we address it' : 'What works'}</dt>
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
    // A round mark in the status's colour (Mantine's ThemeIcon did this, for 330 bytes of stylesheet).
    <span
      role="img"
      aria-label={isFailure ? 'Common failure' : 'Success factor'}
      className={classes.mark}
      data-failure={isFailure || undefined}
    >
      <Icon size={22} stroke={2.5} aria-hidden="true" />
    </span>
  );
}
