import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { ItemTitle } from '../shared/ItemTitle';
import { SectionShell } from '../shared/SectionShell';
import shared from '../shared/card.module.css';
import { Surface } from '../shared/Surface';
import classes from './carousel.module.css';
import type { CarouselProps } from './schema';
import { useCarouselControls } from './use-carousel-controls';

/** "01", "02"…: the numbering the design uses for approach steps. */
function slideNumber(index: number): string {
  return String(index + 1).padStart(2, '0');
}

/**
 * A row of numbered cards that scrolls: previous/next buttons (disabled at the
 * ends) and the left/right arrow keys anywhere inside the carousel. The row is
 * a native scroll-snap list, so it scrolls (and swipes) before JavaScript
 * arrives and without it; the buttons are the enhancement. At an end a button
 * says it is disabled but keeps focus, so the keyboard never loses its place.
 */
export default function Carousel({ heading, description, items, tone }: CarouselProps) {
  const { trackRef, canScrollPrev, canScrollNext, inView, move } = useCarouselControls(items.length);
  if (items.length === 0) return null;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Alt+Left is the browser's Back; leave modified keys alone.
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    move(event.key === 'ArrowLeft' ? 'previous' : 'next');
  }

  // The enclosing <section> is already a region named by the heading; a second
  // region with the same name would be ambiguous, so this one adds the count.
  const count = `${items.length} ${items.length === 1 ? 'slide' : 'slides'}`;
  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={heading ? `${heading}, ${count}` : count}
        onKeyDown={handleKeyDown}
      >
        <div className={classes.controls}>
          {/* Where the row is, for the eye: each slide's own label ("2 of 6") says it to a screen reader. */}
          <p className={classes.position} aria-hidden="true">
            {inView.first === inView.last ? inView.first : `${inView.first}–${inView.last}`} of {items.length}
          </p>
          <button
            type="button"
            className={classes.control}
            aria-label="Previous slide"
            // aria-disabled, not disabled: a disabled button drops keyboard focus to the page, and the
            // arrow keys with it. This one keeps focus at the end and does nothing when pressed.
            aria-disabled={!canScrollPrev}
            onClick={() => canScrollPrev && move('previous')}
          >
            <IconChevronLeft size={20} aria-hidden="true" />
          </button>
          <button
            type="button"
            className={classes.control}
            aria-label="Next slide"
            aria-disabled={!canScrollNext}
            onClick={() => canScrollNext && move('next')}
          >
            <IconChevronRight size={20} aria-hidden="true" />
          </button>
        </div>
        {/* Focusable, so the keyboard can scroll it and the arrow keys move it; a region, since a focusable element needs a role. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container must take focus (WCAG 2.1.1; axe scrollable-region-focusable) */}
        <div ref={trackRef} className={classes.track} role="region" aria-label="Slides" tabIndex={0}>
          {items.map((item, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              // Not focusable (a group is no control): the buttons and the arrow keys move the slides.
              aria-label={`${index + 1} of ${items.length}`}
              className={classes.slide}
            >
              <Surface className={shared.card}>
                <p className={classes.number} aria-hidden="true">
                  {slideNumber(index)}
                </p>
                {item.title && <ItemTitle mt="sm">{item.title}</ItemTitle>}
                {item.description && <p className={classes.description}>{item.description}</p>}
              </Surface>
            </div>
          ))}
        </div>
      </div>
    </SectionShell>
  );
}
