import type { Render } from './renders';

/**
 * A rendered picture, filling its box edge to edge and cropped to it. Decorative (empty alt): the words
 * beside it say what it shows. The declarations are inline because they are this element's alone and the
 * stylesheet's budget is spent. Lazy, because a phone hides every box that holds one (a card's head, a
 * hero's panel), and a lazy image that is never displayed is never fetched; on a laptop it is in the first
 * screen, so the browser asks for it as soon as the page is laid out. The width and height attributes
 * give its box its shape before it arrives, so nothing moves when it does. Cropped from near its top: the
 * mark's amber top is its point, and a tablet's full-width card, far wider than the picture's proportions,
 * had cut it off when cropped from the middle (review 31).
 */
export function RenderedPicture({ render }: { render: Render }) {
  return (
    <img
      src={render.src}
      width={render.width}
      height={render.height}
      alt=""
      loading="lazy"
      decoding="async"
      style={{ width: '100%', height: '100%', objectFit: 'cover', objectPosition: '50% 15%' }}
    />
  );
}
