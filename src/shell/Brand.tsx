import { SITE_NAME } from '../site';
import classes from './header.module.css';

/** The logo link home. Named by its visible text (no aria-label), so what a voice user reads is what works. */
export function Brand() {
  return (
    <a href="/" className={classes.brand}>
      <span className={classes.mark} aria-hidden="true">
        MR
      </span>
      <span>{SITE_NAME}</span>
    </a>
  );
}
