import { Card, Stack, Text } from '@mantine/core';
import { SectionShell } from '../shared/SectionShell';
import shared from '../shared/card.module.css';
import type { Testimonial, TestimonialsProps } from './schema';
import { StarRating } from './StarRating';
import classes from './testimonials.module.css';
import text from '../shared/text.module.css';
import { Grid } from '../shared/Grid';

/**
 * Client testimonials: the quote first, then who said it, their rating in small stars beneath, and,
 * optionally, their industry. The words lead; the stars confirm (spec: star ratings, kept).
 */
export default function Testimonials({ heading, description, items, tone }: TestimonialsProps) {
  if (items.length === 0) return null;
  // An odd number of quotes from three up: the first is set large across the row, the rest two by two,
  // so no row is left ragged.
  const featured = items.length >= 3 && items.length % 2 === 1;
  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      <Grid component="ul" className={shared.list} cols={{ base: 1, md: 2 }} gap="lg">
        {items.map((item, index) => (
          <li key={index} className={featured && index === 0 ? classes.featured : undefined}>
            <TestimonialCard item={item} />
          </li>
        ))}
      </Grid>
    </SectionShell>
  );
}

function TestimonialCard({ item }: { item: Testimonial }) {
  return (
    <Card withBorder padding="xl" radius="lg" className={shared.card}>
      <Stack component="figure" gap="md" m={0} h="100%">
        {item.quote && (
          <blockquote className={classes.quote}>
            <p>{item.quote}</p>
          </blockquote>
        )}
        <figcaption className={classes.caption}>
          {item.author && <Text fw={700}>{item.author}</Text>}
          {item.position && <Text className={text.supporting}>{item.position}</Text>}
          <StarRating rating={item.rating} size={16} />
          {/* A label that wraps: a long industry is read whole, never cut short. */}
          {item.industry && (
            <span className={classes.industry} data-industry="">
              {item.industry}
            </span>
          )}
        </figcaption>
      </Stack>
    </Card>
  );
}
