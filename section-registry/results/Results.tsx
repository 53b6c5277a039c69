import { IconArrowRight } from '@tabler/icons-react';
import { useId } from 'react';
import { ActionButton } from '../shared/ActionButton';
import { SectionShell } from '../shared/SectionShell';
import { SmartLink } from '../shared/SmartLink';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import shared from '../shared/card.module.css';
import classes from './results.module.css';
import type { Result, ResultsProps } from './schema';

/**
 * Proof in one band: a few clients' measured results, each figure large, what it measures, who
 * measured it, and the case study behind it. A result without its figure and measure says nothing,
 * so it is left out.
 */
export default function Results({ heading, description, items, action, tone }: ResultsProps) {
  const results = items.filter((item) => item.value && item.label);
  if (results.length === 0) return null;
  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      <ul className={classes.list}>
        {results.map((item, index) => (
          <li key={index}>
            <ResultCard result={item} />
          </li>
        ))}
      </ul>
      {action?.label && action.href && (
        <div className={classes.action}>
          {/* The secondary tier, in white on the navy band (docs/design.md, "three tiers of button"). */}
          <ActionButton
            label={action.label}
            href={action.href}
            variant={tone === 'brand' ? 'outline-white' : 'outline'}
            withArrow
          />
        </div>
      )}
    </SectionShell>
  );
}

function ResultCard({ result }: { result: Result }) {
  const labelId = useId();
  return (
    <article className={`${classes.card} ${result.href ? shared.linkCard : ''}`} aria-labelledby={labelId}>
      {result.service && <p className={classes.service}>{result.service}</p>}
      {/* The figure and its measure read as one sentence: "£6.1m recurring savings …". */}
      <p id={labelId} className={classes.figure}>
        <span className={classes.value}>{result.value}</span> <span className={classes.label}>{result.label}</span>
      </p>
      {result.client && <p className={classes.client}>{result.client}</p>}
      {result.href && (
        <SmartLink href={result.href} className={`${shared.stretchedLink} ${classes.more}`}>
          Read the case study
          {/* Three links read alike; the hidden words tell them apart out of context. */}
          {result.client && <VisuallyHidden>: {result.client}</VisuallyHidden>}{' '}
          <IconArrowRight size={18} aria-hidden="true" className={shared.moreArrow} />
        </SmartLink>
      )}
    </article>
  );
}
