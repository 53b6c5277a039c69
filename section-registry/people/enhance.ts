/**
 * Portraits (spec point 4: the image once loaded, otherwise the initials). A photo lies over its
 * initials, transparent until it loads: then it shows and the initials step aside; a photo that
 * fails is taken away, so the initials stay. A photo that finished before this ran (from the cache,
 * or loaded early) is read from its state.
 */
function settle(photo: HTMLImageElement): void {
  const initials = photo.parentElement?.querySelector<HTMLElement>('[data-portrait-initials]');
  if (photo.naturalWidth > 0) {
    photo.dataset.loaded = '';
    if (initials) initials.hidden = true;
  } else {
    photo.remove();
  }
}

export function enhance(root: ParentNode): void {
  for (const photo of root.querySelectorAll<HTMLImageElement>('img[data-portrait-photo]:not([data-watched])')) {
    photo.dataset.watched = '';
    if (photo.complete) settle(photo);
    else {
      photo.addEventListener('load', () => settle(photo), { once: true });
      photo.addEventListener('error', () => settle(photo), { once: true });
    }
  }
}
