import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useId } from 'react';
import shell from '../shared/section-shell.module.css';
import classes from './page-contents.module.css';
import type { PageContentsProps } from './schema';

/**
 * "On this page": links to the page's main sections, under its hero, so a reader who skims can jump
 * to the case studies or the way to get in touch instead of scrolling a long page (review 8: service
 * pages ran to 10,000 px on a phone). A navigation landmark named by its label; plain anchors, so
 * Back returns to the top and it works without JavaScript. Not printed.
 *
 * On a phone or a tablet, once the reader is a screen past the list, "Back to top" floats in the
 * corner (review 10: no way back up a long page). CSS alone shows it, from the scroll position; a
 * browser without scroll-driven animations never shows it, and loses only the shortcut.
 */
export default function PageContents({ label, items }: PageContentsProps) {
  const headingId = useId();
  const links = items.flatMap(({ label: text, target }) => (text && target ? [{ text, target }] : []));
  if (links.length === 0) return null;
  return (
    <nav className={classes.contents} aria-labelledby={headingId}>
      {/* The page's column, as every section's (SectionShell's container), without a section's spacing. */}
      <div className={shell.container} data-size="lg">
        <div className={classes.row}>
          <p id={headingId} className={classes.label}>
            {label}
          </p>
          <ol className={classes.list}>
            {links.map(({ text, target }, index) => (
              <li key={index}>
                <a href={`#${encodeURIComponent(target)}`} className={classes.link}>
                  <IconArrowDown className={classes.icon} aria-hidden="true" />
                  {text}
                </a>
              </li>
            ))}
          </ol>
        </div>
      </div>
      <a href="#top" className={classes.toTop}>
        <IconArrowUp className={classes.icon} aria-hidden="true" />
        Back to top
      </a>
    </nav>
  );
}
