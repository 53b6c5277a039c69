import { IconChevronDown } from '@tabler/icons-react';
import { useId } from 'react';
import { isNavGroup, MAIN_NAV, type NavGroup } from '../site';
import classes from './header.module.css';
import { useCurrentPage, useHoldsPage } from './use-active-path';

/**
 * The menu from the xl breakpoint. Before its script (and without JavaScript) a group opens on
 * hover or keyboard focus by CSS alone; once enhanced (src/shell/menus.ts) it follows the spec's
 * delays, opens on click, and closes on Escape and outside clicks.
 */
export function DesktopNav() {
  const currentPage = useCurrentPage();
  const holdsPage = useHoldsPage();
  return (
    <nav aria-label="Main" className={classes.desktopNav}>
      <ul className={classes.menuBar}>
        {MAIN_NAV.map((entry) =>
          isNavGroup(entry) ? (
            <GroupMenu key={entry.label} group={entry} />
          ) : (
            <li key={entry.label}>
              <a
                href={entry.href}
                className={classes.link}
                aria-current={currentPage(entry.href)}
                // A page under this one (a course under Courses): the section is marked, not named current.
                data-active={(holdsPage(entry) && !currentPage(entry.href)) || undefined}
                data-prominent={entry.prominent || undefined}
              >
                {entry.label}
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function GroupMenu({ group }: { group: NavGroup }) {
  const currentPage = useCurrentPage();
  const holdsPage = useHoldsPage();
  const listId = useId();
  return (
    <li className={classes.group} data-menu="">
      <button
        type="button"
        className={classes.link}
        aria-expanded="false"
        aria-controls={listId}
        data-active={holdsPage(group) || undefined}
      >
        {group.label}
        <IconChevronDown size={14} aria-hidden="true" />
      </button>
      <ul id={listId} className={classes.dropdown}>
        {group.links.map((link, index) => {
          // The summary describes the link; its name stays the page's (the spec's label).
          const summaryId = link.summary ? `${listId}-summary-${index}` : undefined;
          return (
            <li key={link.href}>
              <a
                href={link.href}
                className={classes.dropdownLink}
                aria-current={currentPage(link.href)}
                aria-describedby={summaryId}
              >
                {link.label}
                {link.summary && (
                  <span id={summaryId} className={classes.dropdownSummary} aria-hidden="true">
                    {link.summary}
                  </span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
