import {
  Button,
  ResourceView,
  StarRating,
  color,
  font,
  isApiFailure,
  listReviews,
  sharedPaths,
  space,
  useApiResource,
  type MarketReview,
  type ReviewOrder,
  type ReviewedThing,
} from '@canopy/shared-core';
import { row, stack, wrappingRow } from '@canopy/shared-core/layout';
import { useId, useState } from 'react';
import { AppLink } from '../app-link.tsx';
import { ReviewItem } from './review-item.tsx';
import { LoadingStack } from '../loading-stack.tsx';

const ORDERS: { value: ReviewOrder; label: string }[] = [
  { value: 'NEWEST', label: 'Newest' },
  { value: 'HELPFUL', label: 'Most helpful' },
];

const thingKey = (thing: ReviewedThing) =>
  'retailerLocationId' in thing
    ? `shop-${thing.retailerLocationId}`
    : `offer-${thing.offerLocationId}`;

/** The reviews in one order, a page at a time ("More reviews" adds the next page). */
function ReviewList({ thing, order }: { thing: ReviewedThing; order: ReviewOrder }) {
  const [first, reload] = useApiResource(
    (signal) => listReviews(thing, order, 0, signal),
    [thingKey(thing), order],
  );
  const [more, setMore] = useState<MarketReview[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);

  return (
    <ResourceView
      state={first}
      onRetry={reload}
      errorTitle="The reviews could not be loaded"
      loading={<LoadingStack label="Loading reviews" shapes={[{ height: 64 }, { height: 64 }]} />}
    >
      {(page) => {
        const reviews = [...page.items, ...more];
        if (reviews.length === 0) {
          return (
            <p css={{ margin: 0, color: color.textMuted }}>
              No reviews yet. Members review a shop or a product in a post on the{' '}
              <AppLink to={sharedPaths.wall()}>Activity Wall</AppLink>.
            </p>
          );
        }
        async function loadMore() {
          setLoadingMore(true);
          setMoreError(null);
          const next = await listReviews(thing, order, reviews.length);
          setLoadingMore(false);
          if (isApiFailure(next)) setMoreError(next.message || 'More reviews could not be loaded.');
          else if (next.valid) setMore((shown) => [...shown, ...next.items]);
        }
        return (
          <>
            <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {reviews.map((review) => (
                <li key={review.reviewId}>
                  <ReviewItem review={review} />
                </li>
              ))}
            </ul>
            {reviews.length < page.countTotal && (
              <div css={row('sm')}>
                <Button variant="secondary" disabled={loadingMore} onClick={() => void loadMore()}>
                  {loadingMore ? 'Loading…' : 'More reviews'}
                </Button>
                {moreError && <span role="alert">{moreError}</span>}
              </div>
            )}
          </>
        );
      }}
    </ResourceView>
  );
}

/**
 * A shop's or a product's reviews on its page: the average, then the reviews newest first
 * or most helpful first.
 */
export function ReviewsSection({
  thing,
  rating,
}: {
  thing: ReviewedThing;
  rating: { average: number | null; count: number };
}) {
  const headingId = useId();
  const [order, setOrder] = useState<ReviewOrder>('NEWEST');
  return (
    <section aria-labelledby={headingId} css={[stack('md'), { marginTop: space.xl }]}>
      <div css={[wrappingRow('md'), { justifyContent: 'space-between' }]}>
        <h2 id={headingId} css={{ fontSize: font.size.lg, margin: 0 }}>
          Reviews
        </h2>
        <StarRating average={rating.average} count={rating.count} size="md" />
      </div>
      {rating.count > 0 && (
        <div role="group" aria-label="Order reviews" css={row('sm')}>
          {ORDERS.map((option) => (
            <Button
              key={option.value}
              size="sm"
              variant={order === option.value ? 'primary' : 'secondary'}
              aria-pressed={order === option.value}
              onClick={() => setOrder(option.value)}
            >
              {option.label}
            </Button>
          ))}
        </div>
      )}
      <ReviewList key={`${thingKey(thing)}-${order}`} thing={thing} order={order} />
    </section>
  );
}
