import { Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { MAIN_NAV, isNavGroup, type NavGroup } from '../site';
import classes from './header.module.css';

/** Spec point 9: menus open after 200 ms and close after 150 ms; moving between menus within 300 ms skips the delay. */
export const MENU_OPEN_DELAY_MS = 200;
export const MENU_SKIP_DELAY_MS = 300;
export const MENU_CLOSE_DELAY_MS = 150;

export function DesktopNav() {
  const [skipOpenDelay, setSkipOpenDelay] = useState(false);
  const skipTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(skipTimer.current), []);

  const onMenuClose = () => {
    setSkipOpenDelay(true);
    clearTimeout(skipTimer.current);
    skipTimer.current = setTimeout(() => setSkipOpenDelay(false), MENU_SKIP_DELAY_MS);
  };

  return (
    <nav aria-label="Main">
      <Group gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {MAIN_NAV.map((entry) => (
          <li key={entry.label}>
            {isNavGroup(entry) ? (
              <GroupMenu group={entry} openDelay={skipOpenDelay ? 0 : MENU_OPEN_DELAY_MS} onClose={onMenuClose} />
            ) : (
              <NavLink to={entry.href} end className={classes.link}>
                {entry.label}
              </NavLink>
            )}
          </li>
        ))}
      </Group>
    </nav>
  );
}

interface GroupMenuProps {
  group: NavGroup;
  openDelay: number;
  onClose: () => void;
}

function GroupMenu({ group, openDelay, onClose }: GroupMenuProps) {
  const { pathname } = useLocation();
  const containsCurrentPage = group.links.some((link) => link.href === pathname);
  return (
    <Menu
      trigger="click-hover"
      openDelay={openDelay}
      closeDelay={MENU_CLOSE_DELAY_MS}
      onClose={onClose}
      position="bottom-start"
      offset={6}
      shadow="md"
      width={260}
      withinPortal
    >
      <Menu.Target>
        <button type="button" className={classes.link} data-active={containsCurrentPage || undefined}>
          {group.label}
          <IconChevronDown size={14} aria-hidden="true" />
        </button>
      </Menu.Target>
      <Menu.Dropdown>
        {group.links.map((link) => (
          <Menu.Item
            key={link.href}
            component={Link}
            to={link.href}
            aria-current={link.href === pathname ? 'page' : undefined}
          >
            {link.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
