import { IconMenu2, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isNavGroup, MAIN_NAV, type NavLink } from '../site';
import classes from './header.module.css';
import { useHydrated } from '../lib/use-hydrated';
import { useCurrentPage } from './use-active-path';
import { actionClassName } from '../../section-registry/shared/ActionButton';

export const MOBILE_MENU_ID = 'mobile-menu';

/** The menu's prominent entry (Contact): a button above the links, not a row among them. */
const CONTACT = MAIN_NAV.find((entry): entry is NavLink => !isNavGroup(entry) && entry.prominent === true) ?? {
  label: 'Contact',
  href: '/contact',
};

const groupId = (label: string) => `mobile-group-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

interface MobileNavProps {
  open: boolean;
  /** Told when the menu opens or closes (the header turns solid while it is open). */
  onOpenChange: (open: boolean) => void;
}

/**
 * The menu below the xl breakpoint: a native popover, so the button opens it
 * before any JavaScript has loaded (and without it), the browser reports its
 * state (aria-expanded), Escape closes it and focus returns to the button.
 * Enhanced only to close on navigation and to tell the header.
 */
export function MobileNav({ open, onOpenChange }: MobileNavProps) {
  const hydrated = useHydrated();
  const panel = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const currentPage = useCurrentPage();

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const onToggle = (event: Event) => onOpenChange((event as ToggleEvent).newState === 'open');
    element.addEventListener('toggle', onToggle);
    return () => element.removeEventListener('toggle', onToggle);
  }, [onOpenChange]);
  useEffect(() => {
    if (panel.current?.matches(':popover-open')) panel.current.hidePopover();
  }, [pathname]);

  const link = (entry: NavLink) => (
    <li key={entry.href}>
      <a href={entry.href} className={classes.mobileLink} aria-current={currentPage(entry.href)}>
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
        // Browsers state a popover button's expanded state themselves; once running we say it outright too.
        aria-expanded={hydrated ? open : undefined}
      >
        <IconMenu2 className={classes.menuIconOpen} aria-hidden="true" />
        <IconX className={classes.menuIconClose} aria-hidden="true" />
        <span className={classes.menuButtonLabel}>Menu</span>
      </button>
      <nav ref={panel} id={MOBILE_MENU_ID} popover="auto" aria-label="Main" className={classes.mobilePanel}>
        <a
          href={CONTACT.href}
          className={`${actionClassName({ size: 'md', fullWidth: true })} ${classes.mobileContact}`}
          aria-current={currentPage(CONTACT.href)}
        >
          {CONTACT.label} us
        </a>
        <ul className={classes.mobileList}>
          {MAIN_NAV.filter((entry) => entry !== CONTACT).map((entry) =>
            isNavGroup(entry) ? (
              <li key={entry.label}>
                <span className={classes.mobileGroupLabel} id={groupId(entry.label)}>
                  {entry.label}
                </span>
                <ul className={classes.mobileSubList} aria-labelledby={groupId(entry.label)}>
                  {entry.links.map(link)}
                </ul>
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
