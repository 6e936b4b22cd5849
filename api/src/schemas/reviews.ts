import { Type, type Static } from 'typebox';
import { AccountShort } from './albums.ts';
import { Nullable, PagingFields } from './common.ts';

/** A shop's or a product's stars, from the reviews everybody may read. */
export const RatingSummary = Type.Object({
  average: Nullable(
    Type.Number({ description: 'Mean stars, one decimal; null when nobody reviewed it yet' }),
  ),
  count: Type.Integer({ description: 'How many reviews the average is over' }),
});
export type RatingSummaryResponse = Static<typeof RatingSummary>;

/** One member's review of a shop or a product, as its page lists it. */
export const MarketReview = Type.Object({
  reviewId: Type.Integer({ description: 'The albumId of the post that holds the review' }),
  author: AccountShort,
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  text: Type.String(),
  dateCreated: Type.Integer({ description: 'Epoch milliseconds' }),
  helpfulCount: Type.Integer({ description: 'Members who marked it helpful' }),
  markedHelpful: Type.Boolean({ description: 'Whether you marked it helpful' }),
  ownReview: Type.Boolean({ description: 'You wrote it (you cannot mark it helpful)' }),
});
export type MarketReviewResponse = Static<typeof MarketReview>;

export const ReviewListQuery = Type.Object({
  sort: Type.Optional(
    Type.Union([Type.Literal('NEWEST'), Type.Literal('HELPFUL')], {
      description: 'NEWEST (default) or HELPFUL (most marked helpful first, then newest)',
    }),
  ),
  ...PagingFields,
});

export const HelpfulState = Type.Object({
  reviewId: Type.Integer(),
  helpfulCount: Type.Integer(),
  markedHelpful: Type.Boolean(),
});
export type HelpfulStateResponse = Static<typeof HelpfulState>;
