import { Box, Container } from '@mantine/core';
import { useDisclosure, useWindowEvent, useWindowScroll } from '@mantine/hooks';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Brand } from './Brand';
import { DesktopNav } from './DesktopNav';
import classes from './header.module.css';
import { MobileNavPanel, MobileNavToggle } from './MobileNav';

/** Spec point 9: the header turns solid beyond 50 px of scroll. */
export const SOLID_AFTER_PX = 50;

export function Header() {
  const [scroll] = useWindowScroll();
  // Destructured: useDisclosure returns a new handlers object each render, but `close` is stable.
  const [menuOpened, { toggle: toggleMenu, close: closeMenu }] = useDisclosure(false);
  const { pathname } = useLocation();

  useEffect(() => closeMenu(), [pathname, closeMenu]);
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape') closeMenu();
  });

  const solid = scroll.y > SOLID_AFTER_PX || menuOpened;
  return (
    <header className={classes.header} data-solid={solid || undefined}>
      <Container size="xl" className={classes.inner}>
        <Brand />
        <Box visibleFrom="xl">
          <DesktopNav />
        </Box>
        <Box hiddenFrom="xl">
          <MobileNavToggle opened={menuOpened} onToggle={toggleMenu} />
        </Box>
      </Container>
      {menuOpened && (
        <Box hiddenFrom="xl">
          <MobileNavPanel onNavigate={closeMenu} />
        </Box>
      )}
    </header>
  );
}
