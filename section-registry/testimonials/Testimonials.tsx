import { Badge, Card, Stack, Text } from '@mantine/core';
import { SectionShell } from '../shared/SectionShell';
import shared from '../shared/card.module.css';
import type { Testimonial, TestimonialsProps } from './schema';
import { StarRating } from './StarRating';
import classes from './testimonials.module.css';
import text from '../shared/text.module.css';
import { Grid } from '../shared/Grid';

/** Client testimonials: star rating, the quote, who said it and, optionally, their industry. */
export default function Testimonials({ heading, description, items, tone }: TestimonialsProps) {
  if (items.length === 0) return null;
  return (
    <SectionShell heading={heading} description={description} tone={tone}>
      <Grid component="ul" className={shared.list} cols={{ base: 1, sm: 2, lg: 3 }} count={items.length} gap="lg">
        {items.map((item, index) => (
          <li key={index}>
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
        <StarRating rating={item.rating} />
        {item.quote && (
          <blockquote className={classes.quote}>
            <p>{item.quote}</p>
          </blockquote>
        )}
        {(item.author || item.position) && (
          <figcaption className={classes.caption}>
            {item.author && <Text fw={700}>{item.author}</Text>}
            {item.position && <Text className={text.supporting}>{item.position}</Text>}
          </figcaption>
        )}
      </Stack>
      {item.industry && (
        <Badge variant="outline" mt="md" className={classes.industry}>
          {item.industry}
        </Badge>
      )}
    </Card>
  );
}
