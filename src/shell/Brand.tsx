import { Link } from 'react-router-dom';
import { SITE_NAME } from '../site';
import classes from './header.module.css';

export function Brand() {
  return (
    <Link to="/" className={classes.brand} aria-label={`${SITE_NAME}, home`}>
      <span className={classes.mark} aria-hidden="true">
        MR
      </span>
      <span>{SITE_NAME}</span>
    </Link>
  );
}
