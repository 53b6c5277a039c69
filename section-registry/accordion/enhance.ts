/**
 * The accordions' enhancement. Browsers that know `<details name>` keep one item open themselves
 * (spec: at most one open); for the others a toggle closes the rest of its group. A contents entry
 * (the legal pages) opens the item it leads to, where the browser does not already.
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

/** The closed item a fragment's target sits in, if any. */
function closedItemOf(hash: string): HTMLDetailsElement | null {
  const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  const item = target?.closest('details');
  return item && !item.open ? item : null;
}

function openOnFollow(link: HTMLAnchorElement): void {
  link.addEventListener('click', () => {
    const item = closedItemOf(link.hash);
    if (item) item.open = true;
  });
}

/**
 * Browsers that open a closed item for its fragment's target (HTML's details revealing) have done so
 * before this runs; for the others, an item a visitor arrives at or goes Back to opens too.
 */
function openForFragment(): void {
  const reveal = () => {
    const item = closedItemOf(location.hash);
    if (!item) return;
    item.open = true;
    document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
  };
  reveal();
  addEventListener('hashchange', reveal);
}

export function enhance(root: ParentNode): void {
  const links = root.querySelectorAll<HTMLAnchorElement>('a[data-opens-item]:not([data-enhanced])');
  for (const link of links) {
    link.dataset.enhanced = '';
    openOnFollow(link);
  }
  if (links.length > 0) openForFragment();
  if (knowsExclusiveDetails()) return;
  for (const list of root.querySelectorAll<HTMLElement>('[data-accordion]:not([data-enhanced])')) {
    list.dataset.enhanced = '';
    keepOneOpen(list);
  }
}
