/**
 * The accordions' enhancement. Browsers that know `<details name>` keep one item open themselves
 * (spec: at most one open); for the others a toggle closes the rest of its group. A contents entry
 * (the legal pages) opens the item it leads to, as well as scrolling to it.
 */
const knowsExclusiveDetails = () => 'name' in HTMLDetailsElement.prototype;

function keepOneOpen(list: HTMLElement): void {
  list.addEventListener(
    'toggle',
    (event) => {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.open) return;
      for (const other of list.querySelectorAll('details')) if (other !== opened) other.open = false;
    },
    // toggle does not bubble: listened for on the way down.
    true,
  );
}

function openOnFollow(link: HTMLAnchorElement): void {
  link.addEventListener('click', () => {
    const target = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    if (target instanceof HTMLDetailsElement) target.open = true;
  });
}

export function enhance(root: ParentNode): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-opens-item]:not([data-enhanced])')) {
    link.dataset.enhanced = '';
    openOnFollow(link);
  }
  if (knowsExclusiveDetails()) return;
  for (const list of root.querySelectorAll<HTMLElement>('[data-accordion]:not([data-enhanced])')) {
    list.dataset.enhanced = '';
    keepOneOpen(list);
  }
}
