import { color, font, space } from './tokens.ts';
import { visuallyHidden } from './visually-hidden.ts';

const STARS = 5;

/** Five star glyphs, filled to the nearest whole star; decoration beside a text equivalent. */
function StarGlyphs({ stars }: { stars: number }) {
  const filled = Math.min(STARS, Math.max(0, Math.round(stars)));
  return (
    <span aria-hidden="true" css={{ color: color.accent, letterSpacing: 1 }}>
      {'★'.repeat(filled)}
      <span css={{ color: color.textMuted }}>{'☆'.repeat(STARS - filled)}</span>
    </span>
  );
}

const reviewsWord = (count: number) => (count === 1 ? '1 review' : `${count} reviews`);

/** How a rating reads aloud: "Rated 4.5 out of 5 from 2 reviews", or "No reviews yet". */
function ratingText(average: number | null, count: number): string {
  if (average === null || count === 0) return 'No reviews yet';
  return `Rated ${average.toFixed(1)} out of 5 from ${reviewsWord(count)}`;
}

/**
 * A shop's or a product's average stars and how many reviews they come from, on a tile or
 * a page. Screen readers hear the sentence of `ratingText`, not the glyphs.
 */
export function StarRating({
  average,
  count,
  size = 'sm',
}: {
  average: number | null;
  count: number;
  size?: 'sm' | 'md';
}) {
  const fontSize = size === 'md' ? font.size.md : font.size.sm;
  if (average === null || count === 0) {
    return <span css={{ color: color.textMuted, fontSize }}>No reviews yet</span>;
  }
  return (
    <span css={{ display: 'inline-flex', alignItems: 'baseline', gap: space.xs, fontSize }}>
      <StarGlyphs stars={average} />
      <span aria-hidden="true" css={{ color: color.text, fontWeight: font.weight.medium }}>
        {average.toFixed(1)}
      </span>
      <span aria-hidden="true" css={{ color: color.textMuted }}>
        ({count})
      </span>
      <span css={visuallyHidden}>{ratingText(average, count)}</span>
    </span>
  );
}

/** One review's stars, read as "4 out of 5 stars". */
export function ReviewStars({ rating }: { rating: number }) {
  return (
    <span css={{ fontSize: font.size.sm }}>
      <StarGlyphs stars={rating} />
      <span css={visuallyHidden}>{`${rating} out of 5 stars`}</span>
    </span>
  );
}
