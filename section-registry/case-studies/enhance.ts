/**
 * Case studies on a phone: each story folds under "Read the full case study", so a visitor scrolling a
 * service page meets every study's headline, client and measured figures within a few screens (reviews
 * 16 to 19 found the service pages 10,000 px long on a phone). The server's HTML has every story open, so
 * without JavaScript, in print and from sm up nothing is hidden; widening the window opens them again,
 * since there the fold's control is not shown.
 */
const PHONE = '(max-width: 47.99em)';

/**
 * Whether the address points at this story's study or inside it: then it stays open where the link
 * leads, and nothing in view folds away under the reader (a layout shift).
 */
function holdsTarget(story: HTMLElement): boolean {
  const id = decodeURIComponent(location.hash.slice(1));
  const target = id === '' ? null : document.getElementById(id);
  return target !== null && (target.contains(story) || story.contains(target));
}

export function enhance(root: ParentNode): void {
  const stories = [...root.querySelectorAll<HTMLDetailsElement>('details[data-case-story]:not([data-folding])')];
  if (stories.length === 0) return;
  const phone = window.matchMedia(PHONE);
  for (const story of stories) {
    story.dataset.folding = '';
    if (phone.matches && !holdsTarget(story)) story.open = false;
  }
  phone.addEventListener('change', () => {
    if (!phone.matches) for (const story of stories) story.open = true;
  });
}
