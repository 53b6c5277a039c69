import { useReducedMotion } from '@mantine/hooks';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useRef, useState } from 'react';

export type Direction = 'previous' | 'next';

/**
 * Our own previous/next controls for an embla carousel. Mantine's built-in ones
 * only set aria-disabled; ours are truly disabled at the ends, so they follow
 * embla's canScrollPrev/canScrollNext on every 'select' and 'reInit'.
 */
export function useCarouselControls() {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [canScrollPrev, setCanScrollPrev] = useState(false);
  const [canScrollNext, setCanScrollNext] = useState(false);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // Jumping instead of gliding is the carousel's "animation off" switch.
  const reduceMotion = useReducedMotion();

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setCanScrollPrev(embla.canScrollPrev());
      setCanScrollNext(embla.canScrollNext());
    };
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  function move(direction: Direction) {
    if (!embla) return;
    if (direction === 'next') embla.scrollNext(reduceMotion);
    else embla.scrollPrev(reduceMotion);
    // A button that becomes disabled while focused drops keyboard focus to the
    // page; hand it to the other control first so keyboard users stay in place.
    const atEnd = direction === 'next' ? !embla.canScrollNext() : !embla.canScrollPrev();
    const pressed = direction === 'next' ? nextRef.current : previousRef.current;
    const other = direction === 'next' ? previousRef.current : nextRef.current;
    if (atEnd && pressed !== null && pressed === document.activeElement) other?.focus();
  }

  return { setEmbla, canScrollPrev, canScrollNext, previousRef, nextRef, move };
}
