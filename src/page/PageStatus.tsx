import { VisuallyHidden } from '@mantine/core';
import classes from './page.module.css';

interface PageStatusProps {
  /** Given when the page's own h1 (in the hero) is not on screen yet. */
  pageTitle?: string;
  /** The anchor of the section this stands in for, so /#id lands here while it loads. */
  id?: string | undefined;
  text: string;
}

/** 'Loading...' and the empty messages: announced politely, never as errors. */
export function PageStatus({ pageTitle, id, text }: PageStatusProps) {
  return (
    <div id={id} className={classes.status}>
      {pageTitle && <VisuallyHidden component="h1">{pageTitle}</VisuallyHidden>}
      <p role="status">{text}</p>
    </div>
  );
}
