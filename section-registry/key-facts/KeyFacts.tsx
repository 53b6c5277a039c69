import { ContentIcon } from '../../src/lib/icons';
import { SectionShell } from '../shared/SectionShell';
import shared from '../shared/card.module.css';
import classes from './key-facts.module.css';
import type { KeyFactsProps } from './schema';
import { Grid } from '../shared/Grid';

/** Course and bootcamp facts ("Duration: 12 weeks") as a description list of tiles. */
export default function KeyFacts({ heading, description, items, tone }: KeyFactsProps) {
  // A <dt> needs its <dd> and the other way round; half a fact says nothing.
  const facts = items.filter((fact) => fact.label && fact.value !== undefined && fact.value !== '');
  if (facts.length === 0) return null;
  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      <Grid component="dl" className={classes.grid} cols={{ base: 1, xs: 2, md: Math.min(facts.length, 5) }} gap="md">
        {facts.map((fact, index) => (
          <div key={index} className={classes.tile}>
            {/* A <dl> group may hold only <dt> and <dd>, so the icon sits inside the term. */}
            <dt className={classes.label}>
              {fact.icon && (
                <span className={`${shared.iconBadge} ${classes.icon}`}>
                  <ContentIcon name={fact.icon} size={24} />
                </span>
              )}
              {fact.label}
            </dt>
            <dd className={classes.value}>{fact.value}</dd>
          </div>
        ))}
      </Grid>
    </SectionShell>
  );
}
