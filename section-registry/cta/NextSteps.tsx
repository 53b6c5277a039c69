import aside from '../shared/aside.module.css';
import classes from './next-steps.module.css';
import type { CtaProps } from './schema';

type NextStepsProps = NonNullable<CtaProps['next']>;

/**
 * Beside a closing call to action on a page that has already named its lead: what happens after a
 * visitor writes, in order. The same person twice on one page read as padding (review 22), and
 * what follows a first message is what a buyer hesitating at the button wants to know.
 */
export function NextSteps({ title, steps }: NextStepsProps) {
  const shown = steps.filter(Boolean);
  if (shown.length === 0) return null;
  const label = title ?? 'What happens next';
  return (
    <div role="group" aria-label={label}>
      <p className={aside.asideTitle}>{label}</p>
      <ol className={classes.steps}>
        {shown.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
    </div>
  );
}
