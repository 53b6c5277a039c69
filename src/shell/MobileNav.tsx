import { Burger, Container, Stack } from '@mantine/core';
import { NavLink } from 'react-router-dom';
import { MAIN_NAV, isNavGroup, type NavLink as NavLinkEntry } from '../site';
import classes from './header.module.css';

export const MOBILE_MENU_ID = 'mobile-menu';

const groupId = (label: string) => `mobile-group-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

interface MobileNavToggleProps {
  opened: boolean;
  onToggle: () => void;
}

/** The toggle below the xl breakpoint: a disclosure button, not a modal. */
export function MobileNavToggle({ opened, onToggle }: MobileNavToggleProps) {
  return (
    <Burger
      opened={opened}
      onClick={onToggle}
      aria-expanded={opened}
      aria-controls={MOBILE_MENU_ID}
      aria-label={opened ? 'Close menu' : 'Open menu'}
      size="md"
    />
  );
}

export function MobileNavPanel({ onNavigate }: { onNavigate: () => void }) {
  const link = (entry: NavLinkEntry) => (
    <li key={entry.href}>
      <NavLink to={entry.href} end className={classes.mobileLink} onClick={onNavigate}>
        {entry.label}
      </NavLink>
    </li>
  );
  return (
    <nav id={MOBILE_MENU_ID} aria-label="Main" className={classes.mobilePanel}>
      <Container size="xl" py="sm">
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
          {MAIN_NAV.map((entry) =>
            isNavGroup(entry) ? (
              <li key={entry.label}>
                <div className={classes.mobileGroupLabel} id={groupId(entry.label)}>
                  {entry.label}
                </div>
                <ul
                  style={{ listStyle: 'none', padding: '0 0 0 0.75rem', margin: 0 }}
                  aria-labelledby={groupId(entry.label)}
                >
                  {entry.links.map(link)}
                </ul>
              </li>
            ) : (
              link(entry)
            ),
          )}
        </Stack>
      </Container>
    </nav>
  );
}
