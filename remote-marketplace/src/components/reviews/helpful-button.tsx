import {
  Button,
  font,
  markReviewHelpful,
  unmarkReviewHelpful,
  type MarketReview,
} from '@canopy/shared-core';
import { quietText, wrappingRow } from '@canopy/shared-core/layout';
import { useSubmit } from '@canopy/shared-core/use-submit';
import { useState } from 'react';

const markedBy = (count: number) =>
  count === 1 ? '1 member found this helpful' : `${count} members found this helpful`;

/**
 * "Helpful" on someone else's review: a member marks it once and may take the mark back.
 * Their own review only says how many found it helpful.
 */
export function HelpfulButton({ review }: { review: MarketReview }) {
  const [state, setState] = useState({
    count: review.helpfulCount,
    marked: review.markedHelpful,
  });
  const { busy, error, run } = useSubmit();

  async function toggle() {
    const answer = await run(
      () =>
        state.marked ? unmarkReviewHelpful(review.reviewId) : markReviewHelpful(review.reviewId),
      'That did not work. Try again.',
    );
    if (answer?.valid) {
      setState({ count: answer.item.helpfulCount, marked: answer.item.markedHelpful });
    }
  }

  const countText = <span css={quietText}>{state.count > 0 ? markedBy(state.count) : ''}</span>;
  if (review.ownReview) return countText;
  return (
    <span css={[wrappingRow('sm'), { display: 'inline-flex' }]}>
      <Button
        variant="secondary"
        size="sm"
        aria-pressed={state.marked}
        aria-label={`Helpful: ${review.author.display}'s review`}
        disabled={busy}
        onClick={() => void toggle()}
      >
        {/* The words stay "Helpful" (the name says them too); aria-pressed tells the state. */}
        {state.marked && <span aria-hidden="true">✓</span>}
        Helpful
      </Button>
      {countText}
      {error && (
        <span role="alert" css={{ fontSize: font.size.xs }}>
          {error}
        </span>
      )}
    </span>
  );
}
