import { useWindowScroll } from '@mantine/hooks';
import { useState } from 'react';
import { Brand } from './Brand';
import { DesktopNav } from './DesktopNav';
import classes from './header.module.css';
import { MobileNav } from './MobileNav';

/** Spec point 9: the header turns solid beyond 50 px of scroll. */
export const SOLID_AFTER_PX = 50;

export function Header() {
  const [scroll] = useWindowScroll();
  const [menuOpen, setMenuOpen] = useState(false);
  const solid = scroll.y > SOLID_AFTER_PX || menuOpen;
  return (
    <header className={classes.header} data-solid={solid || undefined}>
      <div className={classes.inner}>
        <Brand />
        <DesktopNav />
        <MobileNav open={menuOpen} onOpenChange={setMenuOpen} />
      </div>
    </header>
  );
}
