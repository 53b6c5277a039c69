import { SITE_NAME } from '../site';
import classes from './header.module.css';

/** "Mindrise Consulting": the first word large, the rest small beneath it. */
const [NAME, ...TAIL] = SITE_NAME.split(' ');

/**
 * The logo link home. Named by its visible text (no aria-label), so what a voice
 * user reads is what works; the space between the two lines keeps the name whole.
 */
export function Brand() {
  return (
    <a href="/" className={classes.brand}>
      <span className={classes.mark} aria-hidden="true">
        MR
      </span>
      <span className={classes.wordmark}>
        <span className={classes.wordmarkName}>{NAME}</span>{' '}
        <span className={classes.wordmarkTail}>{TAIL.join(' ')}</span>
      </span>
    </a>
  );
}
