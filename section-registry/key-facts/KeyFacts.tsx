import { ContentIcon } from '../../src/lib/icons';
import { SectionShell } from '../shared/SectionShell';
import classes from './key-facts.module.css';
import type { KeyFactsProps } from './schema';

/**
 * Course and bootcamp facts ("Duration: 12 weeks") as one compact description list: a line of
 * facts between two rules on a wide screen, a few short lines on a phone, never a wall of tiles.
 */
export default function KeyFacts({ heading, description, items, tone }: KeyFactsProps) {
  // A <dt> needs its <dd> and the other way round; half a fact says nothing.
  const facts = items.filter((fact) => fact.label && fact.value !== undefined && fact.value !== '');
  if (facts.length === 0) return null;
  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      <dl className={classes.facts}>
        {facts.map((fact, index) => (
          <div key={index} className={classes.fact}>
            {/* A <dl> group may hold only <dt> and <dd>, so the icon sits inside the term. */}
            <dt className={classes.label}>
              {fact.icon && <ContentIcon name={fact.icon} size={16} className={classes.icon} />}
              {fact.label}
            </dt>
            <dd className={classes.value}>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </SectionShell>
  );
}
