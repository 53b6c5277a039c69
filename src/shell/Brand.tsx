import { SITE_NAME } from '../site';
import classes from './header.module.css';

/** "Mindrise Consulting": the first word large, the rest small beneath it. */
const [NAME, ...TAIL] = SITE_NAME.split(' ');

/**
 * The mark: the rising layers of the art direction (docs/design.md) as a stepped pyramid, its top
 * layer amber. Colours come from the header's stylesheet, so forced colours can redraw it.
 */
function LayersMark() {
  return (
    <svg className={classes.mark} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect className={classes.markBase} x="2" y="27" width="36" height="9" rx="2" />
      <rect className={classes.markMiddle} x="8" y="16" width="24" height="9" rx="2" />
      <rect className={classes.markTop} x="14" y="5" width="12" height="9" rx="2" />
    </svg>
  );
}

/**
 * The logo link home. Named by its visible text (no aria-label), so what a voice
 * user reads is what works; the space between the two lines keeps the name whole.
 */
export function Brand() {
  return (
    <a href="/" className={classes.brand}>
      <LayersMark />
      <span className={classes.wordmark}>
        <span className={classes.wordmarkName}>{NAME}</span>{' '}
        <span className={classes.wordmarkTail}>{TAIL.join(' ')}</span>
      </span>
    </a>
  );
}
