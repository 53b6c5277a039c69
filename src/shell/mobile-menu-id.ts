/** The mobile menu's id: the popover its button opens (MobileNav.tsx) and the shell's script watches (enhance.ts). */
export const MOBILE_MENU_ID = 'mobile-menu';
