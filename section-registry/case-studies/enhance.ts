/**
 * Case studies fold: each story under "Read the full case study", so a visitor reading a service page
 * meets every study's headline, client, measured figures and quote, and opens the story they want
 * (reviews 16 to 19 found the service pages 6,000 to 7,000 px long on a laptop, 10,000 on a phone). The
 * server's HTML has every story open, so without JavaScript and in print nothing is hidden.
 */

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
  for (const story of stories) {
    story.dataset.folding = '';
    if (!holdsTarget(story)) story.open = false;
  }
  // A link within the page to a study (the hero's "Read the case study") opens the story it points at.
  window.addEventListener('hashchange', () => {
    for (const story of stories) if (holdsTarget(story)) story.open = true;
  });
}
