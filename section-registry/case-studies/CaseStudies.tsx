import { useId } from 'react';
import { SectionShell } from '../shared/SectionShell';
import { ItemTitle } from '../shared/ItemTitle';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import type { CaseStudiesProps, CaseStudy } from './schema';
import classes from './case-studies.module.css';

/**
 * Proof of work: each case study names the year and the sector above its headline, the anonymised
 * client beneath it, and its measured results beside it (under it on a phone, before the story), so
 * the outcome reads before the story; then what the client faced, what we did, and what changed.
 */
export default function CaseStudies({ heading, description, items, tone }: CaseStudiesProps) {
  const studies = items.filter((study) => study.title || study.challenge || study.outcome);
  if (studies.length === 0) return null;
  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      <ul className={classes.list}>
        {studies.map((study, index) => (
          <li key={study.slug ?? index}>
            <CaseStudyArticle study={study} />
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

const PARTS = [
  ['challenge', 'The challenge'],
  ['approach', 'What we did'],
  ['outcome', 'The outcome'],
] as const;

function CaseStudyArticle({ study }: { study: CaseStudy }) {
  const results = study.results.filter((result) => result.value && result.label);
  const titleId = useId();
  return (
    // Named by its headline: several unnamed articles would read alike.
    <article
      className={classes.study}
      id={study.slug ? `case-${study.slug}` : undefined}
      aria-labelledby={study.title ? titleId : undefined}
    >
      <header className={classes.header}>
        {(study.sector || study.year) && (
          <p className={classes.eyebrow}>
            {study.year && (
              <time className={classes.year} dateTime={String(study.year)}>
                {study.year}
              </time>
            )}
            {study.sector && <span className={classes.sector}>{study.sector}</span>}
          </p>
        )}
        {study.title && (
          <ItemTitle id={titleId} className={classes.title}>
            {study.title}
          </ItemTitle>
        )}
        {study.client && <p className={classes.client}>{study.client}</p>}
      </header>
      {results.length > 0 && (
        <dl className={classes.results}>
          {results.map((result, index) => (
            <div key={index} className={classes.result}>
              <dt className={classes.resultLabel}>{result.label}</dt>
              <dd className={classes.resultValue}>{result.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {/* The client's words before the fold, so on a phone the card reads summary, quote, then the way into the
          story; after it, the quote read as the fold's content (review 24). */}
      {study.quote?.text && (
        <figure className={classes.quote}>
          <blockquote>
            <p>{study.quote.text}</p>
          </blockquote>
          {study.quote.role && <figcaption>{study.quote.role}</figcaption>}
        </figure>
      )}
      {/* The story folds under "Read the full case study" (enhance.ts closes it), so the headline, client,
          figures and quote of every study come first; open without JavaScript and on paper. */}
      <details className={classes.fold} open data-case-story="">
        <summary className={classes.foldSummary}>
          Read the full case study<VisuallyHidden>: {study.title}</VisuallyHidden>
        </summary>
        <dl className={classes.story}>
          {PARTS.filter(([field]) => study[field]).map(([field, label]) => (
            <div key={field} className={classes.part}>
              <dt className={classes.partLabel}>{label}</dt>
              <dd className={classes.partText}>{study[field]}</dd>
            </div>
          ))}
        </dl>
      </details>
    </article>
  );
}
