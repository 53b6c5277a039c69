import { Brand } from './Brand';
import { DesktopNav } from './DesktopNav';
import classes from './header.module.css';
import { MobileNav } from './MobileNav';

/**
 * The fixed header: transparent at first, solid past 50 px of scroll or while the mobile menu is
 * open (src/shell/enhance.ts sets data-solid; without JavaScript it is always solid, in CSS).
 */
export function Header() {
  return (
    <header className={classes.header} data-site-header="">
      <div className={classes.inner}>
        <Brand />
        <DesktopNav />
        <MobileNav />
      </div>
    </header>
  );
}
