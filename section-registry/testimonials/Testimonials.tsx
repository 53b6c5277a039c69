import { Card } from '@mantine/core';
import { SectionShell } from '../shared/SectionShell';
import shared from '../shared/card.module.css';
import type { Testimonial, TestimonialsProps } from './schema';
import { StarRating } from './StarRating';
import classes from './testimonials.module.css';
import { Grid } from '../shared/Grid';

/**
 * Client testimonials, read as quotations, not reviews: the client's sector above, the quote as the
 * headline in the page's voice, then one attribution line (who, their role) that ends in the rating,
 * drawn small and quiet (spec: star ratings, kept; default 5).
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
    // Not a link and not a choice: a quotation stays still under the pointer (review 20: a highlight on
    // hover "with nowhere to go").
    <Card withBorder padding="xl" radius="lg" className={classes.card}>
      <figure className={classes.figure}>
        {/* A label that wraps: a long industry is read whole, never cut short. */}
        {item.industry && (
          <p className={classes.industry} data-industry="">
            {item.industry}
          </p>
        )}
        {item.quote && (
          <blockquote className={classes.quote}>
            <p>{item.quote}</p>
          </blockquote>
        )}
        <figcaption className={classes.caption}>
          {(item.author || item.position) && (
            <span className={classes.attribution}>
              {item.author && <span className={classes.author}>{item.author}</span>}
              {item.author && item.position && ', '}
              {item.position}
            </span>
          )}
          <StarRating rating={item.rating} />
        </figcaption>
      </figure>
    </Card>
  );
}
