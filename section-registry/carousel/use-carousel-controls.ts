import { useReducedMotion } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';

export type Direction = 'previous' | 'next';

/** A pixel of slack: scroll positions are fractional on zoomed and high-density screens. */
const SLACK_PX = 1;

export interface SlideRange {
  first: number;
  last: number;
}

/** One slide's width and the gap after it: how far a press moves the row. */
function slideStep(track: HTMLElement): { step: number; gap: number } {
  const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
  return { step: (track.firstElementChild?.getBoundingClientRect().width ?? 0) + gap, gap };
}

/** Which slides the row shows: whole steps of a slide and its gap, read from the scroll position. */
function slidesInView(track: HTMLElement, slideCount: number): SlideRange {
  const { step, gap } = slideStep(track);
  if (!(step > 0) || slideCount === 0) return { first: 1, last: Math.min(1, slideCount) };
  const perView = Math.max(1, Math.round((track.clientWidth + gap) / step));
  const first = Math.min(slideCount, Math.round(track.scrollLeft / step) + 1);
  return { first, last: Math.min(slideCount, first + perView - 1) };
}

/**
 * Previous/next for a native scroll-snap track: the buttons follow the scroll
 * position (disabled at the ends, whether the visitor scrolled, swiped or
 * pressed them), and each press moves one slide.
 */
export function useCarouselControls(slideCount: number) {
  const trackRef = useRef<HTMLDivElement>(null);
  // Before the first measurement: at the start, with more to come if there is more than one slide.
  const [canScrollPrev, setCanScrollPrev] = useState(false);
  const [canScrollNext, setCanScrollNext] = useState(slideCount > 1);
  // The slides in view, counted from 1: one until the row is measured (the server cannot know its width).
  const [inView, setInView] = useState<SlideRange>({ first: 1, last: Math.min(1, slideCount) });
  // Where the last press is taking the row: presses during a smooth scroll add up from there.
  const target = useRef<number | undefined>(undefined);
  // Jumping instead of gliding is the carousel's "animation off" switch.
  const reduceMotion = useReducedMotion();

  const update = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    setCanScrollPrev(track.scrollLeft > SLACK_PX);
    setCanScrollNext(track.scrollLeft + track.clientWidth < track.scrollWidth - SLACK_PX);
    setInView(slidesInView(track, slideCount));
  }, [slideCount]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const settled = () => (target.current = undefined);
    update();
    track.addEventListener('scroll', update, { passive: true });
    track.addEventListener('scrollend', settled);
    window.addEventListener('resize', update);
    return () => {
      track.removeEventListener('scroll', update);
      track.removeEventListener('scrollend', settled);
      window.removeEventListener('resize', update);
    };
  }, [update]);

  function move(direction: Direction) {
    const track = trackRef.current;
    if (!track?.firstElementChild) return;
    const { step } = slideStep(track);
    const end = track.scrollWidth - track.clientWidth;
    const from = target.current ?? track.scrollLeft;
    const to = Math.min(end, Math.max(0, from + (direction === 'next' ? step : -step)));
    target.current = reduceMotion ? undefined : to;
    track.scrollTo({ left: to, behavior: reduceMotion ? 'auto' : 'smooth' });
  }

  return { trackRef, canScrollPrev, canScrollNext, inView, move };
}
