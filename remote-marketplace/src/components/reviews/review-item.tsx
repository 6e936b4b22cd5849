import {
  ReviewStars,
  color,
  font,
  lazyDateFormat,
  ReportButton,
  space,
  type MarketReview,
} from '@canopy/shared-core';
import { quietText, stack, wrappingRow } from '@canopy/shared-core/layout';
import { HelpfulButton } from './helpful-button.tsx';

const reviewDate = lazyDateFormat(undefined, { dateStyle: 'medium' });

/** One review: who wrote it (name, @handle, avatar), the stars, when, what it says. */
export function ReviewItem({ review }: { review: MarketReview }) {
  return (
    <article
      aria-label={`${review.author.display}'s review`}
      css={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        gap: space.md,
        padding: `${space.md} 0`,
        borderTop: `1px solid ${color.border}`,
      }}
    >
      <img
        src={review.author.profileImage}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        css={{ borderRadius: '50%', objectFit: 'cover', background: color.surfaceAlt }}
      />
      <div css={[stack('xs'), { minWidth: 0 }]}>
        <p css={{ margin: 0, overflowWrap: 'anywhere' }}>
          <span css={{ fontWeight: font.weight.bold }}>{review.author.display}</span>{' '}
          <span css={{ color: color.textMuted }}>@{review.author.username}</span>
        </p>
        <p css={[wrappingRow('sm'), { margin: 0, alignItems: 'baseline' }]}>
          <ReviewStars rating={review.rating} />
          <time dateTime={new Date(review.dateCreated).toISOString()} css={quietText}>
            {reviewDate(review.dateCreated)}
          </time>
        </p>
        {review.text && (
          <p css={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.text}</p>
        )}
        <div css={wrappingRow('sm')}>
          <HelpfulButton review={review} />
          {/* Reported with the reasons every report uses; never one's own review. */}
          {!review.ownReview && (
            <ReportButton
              target={{ flagableType: 'REVIEW', flagableId: review.reviewId }}
              what={`review by ${review.author.display}`}
              readAtOnce={false}
            />
          )}
        </div>
      </div>
    </article>
  );
}
