import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';
import classes from './testimonials.module.css';

const STARS = [1, 2, 3, 4, 5];

/**
 * Five small stars drawn for the eye, with the score in words beside them ("4 of 5": review 35 read rows
 * of stars alone as a shop's reviews), and one sentence ("Rated 4 out of 5") for assistive technology, on
 * a line of their own under the attribution.
 */
export function StarRating({ rating }: { rating: number }) {
  // Content may say 4.3; draw and say the nearest half so both agree.
  const shown = Math.round(rating * 2) / 2;
  return (
    <span role="img" aria-label={`Rated ${shown} out of 5`} className={classes.stars}>
      {STARS.map((star) => {
        if (star <= shown) return <IconStarFilled key={star} aria-hidden="true" />;
        if (star - 0.5 === shown) return <IconStarHalfFilled key={star} aria-hidden="true" />;
        return <IconStar key={star} aria-hidden="true" stroke={2.25} />;
      })}
      <span className={classes.score}>{shown} of 5</span>
    </span>
  );
}
