import { IconChevronDown } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { isNavGroup, MAIN_NAV, type NavGroup } from '../site';
import classes from './header.module.css';
import { useCurrentPage } from './use-active-path';
import { useMenuDelays } from './use-menu-delays';

/**
 * The menu from the xl breakpoint. Before hydration (and without JavaScript)
 * a group opens on hover or keyboard focus by CSS alone; once enhanced it
 * follows the spec's delays, opens on click, and closes on Escape, outside
 * clicks and navigation.
 */
export function DesktopNav() {
  const currentPage = useCurrentPage();
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
  const menu = useMenuDelays();
  const { pathname } = useLocation();
  const currentPage = useCurrentPage();
  const listId = useId();
  const container = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { open, close } = menu;

  useEffect(() => close(), [pathname, close]);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  return (
    <li
      ref={container}
      className={classes.group}
      data-open={open || undefined}
      onPointerEnter={(event) => event.pointerType === 'mouse' && menu.hoverOpen()}
      onPointerLeave={(event) => event.pointerType === 'mouse' && menu.hoverClose()}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        close();
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        className={classes.link}
        aria-expanded={open}
        aria-controls={listId}
        data-active={group.links.some((link) => link.href === pathname) || undefined}
        onClick={menu.toggle}
      >
        {group.label}
        <IconChevronDown size={14} aria-hidden="true" />
      </button>
      <ul id={listId} className={classes.dropdown}>
        {group.links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={classes.dropdownLink} aria-current={currentPage(link.href)}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}
