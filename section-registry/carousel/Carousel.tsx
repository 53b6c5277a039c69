// Loaded with this section only: no other page needs the carousel's styles.
import '@mantine/carousel/styles.css';
import { Carousel as MantineCarousel } from '@mantine/carousel';
import { ActionIcon, Card, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { ItemTitle } from '../shared/ItemTitle';
import { SectionShell } from '../shared/SectionShell';
import shared from '../shared/card.module.css';
import classes from './carousel.module.css';
import type { CarouselProps } from './schema';
import { useCarouselControls } from './use-carousel-controls';

/** "01", "02"…: the numbering the design uses for approach steps. */
function slideNumber(index: number): string {
  return String(index + 1).padStart(2, '0');
}

/**
 * A row of numbered cards that scrolls: previous/next buttons (disabled at the
 * ends) and the left/right arrow keys anywhere inside the carousel.
 */
export default function Carousel({ heading, description, items, tone }: CarouselProps) {
  const { setEmbla, canScrollPrev, canScrollNext, previousRef, nextRef, move } = useCarouselControls();
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
        <Group justify="flex-end" gap="xs" mb="md">
          <ActionIcon
            ref={previousRef}
            variant="default"
            size="lg"
            radius="xl"
            aria-label="Previous slide"
            disabled={!canScrollPrev}
            onClick={() => move('previous')}
          >
            <IconChevronLeft size={20} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            ref={nextRef}
            variant="default"
            size="lg"
            radius="xl"
            aria-label="Next slide"
            disabled={!canScrollNext}
            onClick={() => move('next')}
          >
            <IconChevronRight size={20} aria-hidden="true" />
          </ActionIcon>
        </Group>
        <MantineCarousel
          // Mantine's root is itself a "carousel" region; ours (around the
          // controls too) replaces it, so this inner box is just the slide list.
          role="group"
          aria-roledescription="slides"
          getEmblaApi={setEmbla}
          withControls={false}
          withKeyboardEvents={false}
          emblaOptions={{ loop: false, align: 'start' }}
          slideSize={{ base: '100%', sm: '50%', lg: '33.333333%' }}
          slideGap="lg"
          classNames={{ viewport: classes.viewport }}
        >
          {items.map((item, index) => (
            <MantineCarousel.Slide
              key={index}
              aria-label={`${index + 1} of ${items.length}`}
              // Focusable so keyboard users can reach off-screen slides (embla scrolls to a focused slide).
              tabIndex={0}
              className={classes.slide}
            >
              <Card withBorder padding="xl" radius="lg" className={shared.card}>
                <Text className={classes.number} aria-hidden="true">
                  {slideNumber(index)}
                </Text>
                {item.title && (
                  <ItemTitle size="h4" mt="sm">
                    {item.title}
                  </ItemTitle>
                )}
                {item.description && (
                  <Text c="gray.7" mt="xs">
                    {item.description}
                  </Text>
                )}
              </Card>
            </MantineCarousel.Slide>
          ))}
        </MantineCarousel>
      </div>
    </SectionShell>
  );
}
