import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';
import classes from './testimonials.module.css';

const STARS = [1, 2, 3, 4, 5];

/** Five stars drawn for the eye, one sentence ("Rated 4 out of 5") for assistive technology. */
export function StarRating({ rating, size = 20 }: { rating: number; size?: number }) {
  // Content may say 4.3; draw and say the nearest half so both agree.
  const shown = Math.round(rating * 2) / 2;
  return (
    <div role="img" aria-label={`Rated ${shown} out of 5`} className={classes.stars}>
      {STARS.map((star) => {
        if (star <= shown) return <IconStarFilled key={star} size={size} aria-hidden="true" />;
        if (star - 0.5 === shown) return <IconStarHalfFilled key={star} size={size} aria-hidden="true" />;
        return <IconStar key={star} size={size} aria-hidden="true" className={classes.emptyStar} />;
      })}
    </div>
  );
}
