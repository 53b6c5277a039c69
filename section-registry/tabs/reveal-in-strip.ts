/**
 * Scrolls a sideways-scrolling strip (the tab row on a phone) so that `item` is in its view, with
 * a little of the next item showing past it, by moving the strip alone. `scrollIntoView` would also
 * scroll the page, pulling a visitor who is reading further down back up to the tabs every 5 s.
 */
export function revealInStrip(strip: HTMLElement, item: HTMLElement, behavior: ScrollBehavior): void {
  if (strip.scrollWidth <= strip.clientWidth) return;
  const stripBox = strip.getBoundingClientRect();
  const itemBox = item.getBoundingClientRect();
  // The tab's place in the strip's content, whatever the strip's padding and current scroll.
  const start = itemBox.left - stripBox.left + strip.scrollLeft;
  const end = start + itemBox.width;
  // A glimpse of the neighbour: there is more that way.
  const margin = Math.min(48, strip.clientWidth / 6);
  let target = strip.scrollLeft;
  if (start - margin < strip.scrollLeft) target = start - margin;
  else if (end + margin > strip.scrollLeft + strip.clientWidth) target = end + margin - strip.clientWidth;
  if (target !== strip.scrollLeft) strip.scrollTo({ left: Math.max(0, target), behavior });
}
