import { color, type PostReview, visuallyHidden } from '@canopy/shared-core';
import { smallLine } from './styles.ts';

export const MAX_STARS = 5;

/** "★★★★☆" for the eye, "Rated 4 out of 5" for a screen reader. */
export function Stars({ rating }: { rating: number }) {
  return (
    // Large bold text, so the accent colour keeps its contrast in both palettes.
    <span css={{ color: color.accent, letterSpacing: 2, fontSize: 19, fontWeight: 700 }}>
      <span aria-hidden="true">
        {'★'.repeat(rating)}
        {'☆'.repeat(MAX_STARS - rating)}
      </span>
      <span css={visuallyHidden}>
        Rated {rating} out of {MAX_STARS}
      </span>
    </span>
  );
}

/** What a post reviews and its stars. */
export function ReviewStars({ review }: { review: PostReview }) {
  return (
    <p css={smallLine}>
      <span css={{ color: color.textMuted }}>
        Review of {review.reviewType === 'RETAILER_LOCATION' ? 'the shop' : 'the offer'}
      </span>
      <strong>{review.name}</strong>
      <Stars rating={review.rating} />
    </p>
  );
}
