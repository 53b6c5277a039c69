/**
 * The desktop menus' enhancement (spec point 9): a group opens 200 ms after the pointer rests on it,
 * at once when another closed less than 300 ms before, and closes 150 ms after the pointer leaves. A
 * click opens it (and keeps open a menu the pointer opened: that click means "this one"); a second
 * click, Escape (focus back on the button) or a click elsewhere closes it. Before this runs, and
 * without JavaScript, a group opens on hover and focus in CSS (header.module.css).
 */
export const MENU_OPEN_DELAY_MS = 200;
export const MENU_SKIP_DELAY_MS = 300;
export const MENU_CLOSE_DELAY_MS = 150;

/** When the last menu closed, shared by every menu of the bar (the skip delay spans menus). */
let lastClosedAt = Number.NEGATIVE_INFINITY;

function menu(group: HTMLElement): void {
  const button = group.querySelector<HTMLButtonElement>(':scope > button');
  if (!button) return;
  let open = false;
  let openedByHover = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const set = (next: boolean, byHover = false) => {
    if (open && !next) lastClosedAt = performance.now();
    // A menu a click opened stays the click's: the pointer coming back to it does not change that.
    openedByHover = next && byHover && (!open || openedByHover);
    open = next;
    group.toggleAttribute('data-open', next);
    button.setAttribute('aria-expanded', String(next));
  };
  const later = (next: boolean, delay: number, byHover = false) => {
    clearTimeout(timer);
    if (delay <= 0) set(next, byHover);
    else timer = setTimeout(() => set(next, byHover), delay);
  };
  const close = () => later(false, 0);

  group.addEventListener('pointerenter', (event) => {
    if (event.pointerType !== 'mouse') return;
    const skip = performance.now() - lastClosedAt < MENU_SKIP_DELAY_MS;
    later(true, skip ? 0 : MENU_OPEN_DELAY_MS, true);
  });
  group.addEventListener('pointerleave', (event) => {
    if (event.pointerType === 'mouse') later(false, MENU_CLOSE_DELAY_MS);
  });
  button.addEventListener('click', () => (open && !openedByHover ? close() : later(true, 0)));
  group.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !open) return;
    close();
    button.focus();
  });
  document.addEventListener('pointerdown', (event) => {
    if (open && !group.contains(event.target as Node)) close();
  });
}

export function enhanceMenus(root: ParentNode): void {
  for (const group of root.querySelectorAll<HTMLElement>('[data-menu]:not([data-enhanced])')) {
    group.dataset.enhanced = '';
    menu(group);
  }
}
