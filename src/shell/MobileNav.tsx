import { IconChevronDown, IconMenu2, IconX } from '@tabler/icons-react';
import { isNavGroup, MAIN_NAV, type NavLink } from '../site';
import classes from './header.module.css';
import { useCurrentPage, useHoldsPage } from './use-active-path';
import { actionClassName } from '../../section-registry/shared/ActionButton';

import { MOBILE_MENU_ID } from './mobile-menu-id';

/** The menu's prominent entry (Contact): a button above the links, not a row among them, named as on a laptop. */
const CONTACT = MAIN_NAV.find((entry): entry is NavLink => !isNavGroup(entry) && entry.prominent === true) ?? {
  label: 'Contact',
  href: '/contact',
};

/**
 * The menu below the xl breakpoint: a native popover, so the button opens it without any
 * JavaScript, the browser reports its state (aria-expanded), Escape closes it and focus returns to
 * the button, and the page behind it holds still (header.module.css). Its script
 * (src/shell/enhance.ts) only turns the header solid while it is open and states aria-expanded.
 * Its two groups fold (a native disclosure), closed unless they hold the page on screen: opened
 * whole, they ran past a phone's screen before Courses and Buy With Us (review 8).
 */
export function MobileNav() {
  const currentPage = useCurrentPage();
  const holdsPage = useHoldsPage();
  const link = (entry: NavLink) => (
    <li key={entry.href}>
      <a
        href={entry.href}
        className={classes.mobileLink}
        aria-current={currentPage(entry.href)}
        // A page under this one (a course under Courses): the section is marked, not named current.
        data-active={(holdsPage(entry) && !currentPage(entry.href)) || undefined}
      >
        {entry.label}
      </a>
    </li>
  );
  return (
    <div className={classes.mobileNav}>
      <button
        type="button"
        className={classes.menuButton}
        popoverTarget={MOBILE_MENU_ID}
        aria-controls={MOBILE_MENU_ID}
      >
        <IconMenu2 className={classes.menuIconOpen} aria-hidden="true" />
        <IconX className={classes.menuIconClose} aria-hidden="true" />
        {/* Named for what it does now: "Menu" closed, "Close" open (reviews 22 and 24: an × that still read
            "Menu"). The hidden one is out of the accessibility tree, so the name follows the label. */}
        <span className={classes.menuLabelOpen}>Menu</span>
        <span className={classes.menuLabelClose}>Close</span>
      </button>
      <nav id={MOBILE_MENU_ID} popover="auto" aria-label="Main" className={classes.mobilePanel}>
        <a
          href={CONTACT.href}
          className={`${actionClassName({ size: 'md', fullWidth: true })} ${classes.mobileContact}`}
          aria-current={currentPage(CONTACT.href)}
        >
          {CONTACT.label}
        </a>
        <ul className={classes.mobileList}>
          {MAIN_NAV.filter((entry) => entry !== CONTACT).map((entry) =>
            isNavGroup(entry) ? (
              <li key={entry.label}>
                <details
                  className={classes.mobileGroup}
                  open={holdsPage(entry)}
                  // The section the page is in, marked as the desktop menu marks it.
                  data-current={holdsPage(entry) || undefined}
                >
                  <summary className={classes.mobileGroupSummary}>
                    {entry.label}
                    <IconChevronDown className={classes.mobileGroupChevron} aria-hidden="true" />
                  </summary>
                  <ul className={classes.mobileSubList}>{entry.links.map(link)}</ul>
                </details>
              </li>
            ) : (
              link(entry)
            ),
          )}
        </ul>
      </nav>
    </div>
  );
}
