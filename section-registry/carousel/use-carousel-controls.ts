import { useReducedMotion } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';

export type Direction = 'previous' | 'next';

/** A pixel of slack: scroll positions are fractional on zoomed and high-density screens. */
const SLACK_PX = 1;

/**
 * Previous/next for a native scroll-snap track: the buttons follow the scroll
 * position (disabled at the ends, whether the visitor scrolled, swiped or
 * pressed them), and each press moves one slide.
 */
export function useCarouselControls(slideCount: number) {
  const trackRef = useRef<HTMLUListElement>(null);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // Before the first measurement: at the start, with more to come if there is more than one slide.
  const [canScrollPrev, setCanScrollPrev] = useState(false);
  const [canScrollNext, setCanScrollNext] = useState(slideCount > 1);
  // Jumping instead of gliding is the carousel's "animation off" switch.
  const reduceMotion = useReducedMotion();

  const update = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    setCanScrollPrev(track.scrollLeft > SLACK_PX);
    setCanScrollNext(track.scrollLeft + track.clientWidth < track.scrollWidth - SLACK_PX);
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    update();
    track.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      track.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [update]);

  function move(direction: Direction) {
    const track = trackRef.current;
    const slide = track?.firstElementChild;
    if (!track || !slide) return;
    const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
    const step = slide.getBoundingClientRect().width + gap;
    track.scrollBy({ left: direction === 'next' ? step : -step, behavior: reduceMotion ? 'auto' : 'smooth' });
    // A button that becomes disabled while focused drops keyboard focus to the
    // page; hand it to the other control first so keyboard users stay in place.
    const remaining =
      direction === 'next' ? track.scrollWidth - track.clientWidth - track.scrollLeft : track.scrollLeft;
    const pressed = direction === 'next' ? nextRef.current : previousRef.current;
    const other = direction === 'next' ? previousRef.current : nextRef.current;
    if (remaining <= step + SLACK_PX && pressed !== null && pressed === document.activeElement) other?.focus();
  }

  return { trackRef, previousRef, nextRef, canScrollPrev, canScrollNext, move };
}
