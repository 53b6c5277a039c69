/**
 * The shell's enhancements, on every page: plain TypeScript on the server's HTML.
 * - The header turns solid beyond 50 px of scroll (spec point 9), or while the mobile menu is open.
 * - The desktop menus follow the spec's delays (menus.ts).
 * - The mobile menu's button states aria-expanded outright (browsers state a popover button's
 *   expanded state themselves; not every screen reader reads it).
 * Without JavaScript the header is solid and the menus open in CSS: nothing here is needed to use
 * the site.
 */
import { enhanceMenus } from './menus';
import { MOBILE_MENU_ID } from './mobile-menu-id';

export const SOLID_AFTER_PX = 50;

function header(element: HTMLElement): void {
  const panel = document.getElementById(MOBILE_MENU_ID);
  const button = document.querySelector<HTMLElement>(`[popovertarget="${MOBILE_MENU_ID}"]`);
  let menuOpen = false;
  const update = () => element.toggleAttribute('data-solid', window.scrollY > SOLID_AFTER_PX || menuOpen);
  window.addEventListener('scroll', update, { passive: true });
  panel?.addEventListener('toggle', (event) => {
    menuOpen = event.newState === 'open';
    button?.setAttribute('aria-expanded', String(menuOpen));
    update();
  });
  button?.setAttribute('aria-expanded', 'false');
  update();
}

export function enhanceShell(): void {
  const element = document.querySelector<HTMLElement>('[data-site-header]:not([data-enhanced])');
  if (element) {
    element.dataset.enhanced = '';
    header(element);
  }
  enhanceMenus(document);
  // The CSS fallbacks (menus on hover and focus) give way to the enhanced menus.
  document.documentElement.dataset.enhanced = '';
}
